import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The keyword-cold-start tool page (route table: PLAN_TOOL_PATHS['keyword-cold-start']). */
export default function KeywordColdStartPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['keyword-cold-start']} />;
}
