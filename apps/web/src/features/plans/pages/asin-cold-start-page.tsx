import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The asin-cold-start tool page (route table: PLAN_TOOL_PATHS['asin-cold-start']). */
export default function AsinColdStartPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['asin-cold-start']} />;
}
