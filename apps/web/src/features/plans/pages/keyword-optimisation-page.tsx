import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The keyword-optimisation tool page (route table: PLAN_TOOL_PATHS['keyword-optimisation']). */
export default function KeywordOptimisationPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['keyword-optimisation']} />;
}
