import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The auto-optimisation tool page (route table: PLAN_TOOL_PATHS['auto-optimisation']). */
export default function AutoOptimisationPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['auto-optimisation']} />;
}
