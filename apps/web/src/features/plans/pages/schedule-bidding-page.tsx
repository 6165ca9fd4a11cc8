import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** Schedule bidding from hourly reports, with the schedule rules kept in this browser. */
export default function ScheduleBiddingPage() {
  return <ToolPage tool={TOOL_DEFINITIONS.schedule} />;
}
