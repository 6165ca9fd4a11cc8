import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The asin-optimisation tool page (route table: PLAN_TOOL_PATHS['asin-optimisation']). */
export default function AsinOptimisationPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['asin-optimisation']} />;
}
