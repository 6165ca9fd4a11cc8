import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { ToolPage } from '../components/tool-page';

/** The sbv-cold-start tool page (route table: PLAN_TOOL_PATHS['sbv-cold-start']). */
export default function SbvColdStartPage() {
  return <ToolPage tool={TOOL_DEFINITIONS['sbv-cold-start']} />;
}
