import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The sbv-optimisation tool page (route table: PLAN_TOOL_PATHS['sbv-optimisation']). */
export default function SbvOptimisationPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['sbv-optimisation']} />;
}
