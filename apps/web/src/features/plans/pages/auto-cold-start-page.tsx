import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The auto-cold-start tool page (route table: PLAN_TOOL_PATHS['auto-cold-start']). */
export default function AutoColdStartPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['auto-cold-start']} />;
}
