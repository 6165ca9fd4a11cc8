// The result part of an upload tool page: the generated plan (preview, charts, downloads) and, on the
// schedule tool, the schedule rules this browser keeps.
import type { Ref } from 'react';
import type { GeneratedPlanData, ScheduleCacheEntry } from '@adplan/contracts';
import type { ToolDefinition } from '../model/tool-definitions';
import { PlanResult } from './plan-result';
import { ScheduleCacheList } from './schedule-cache-list';

interface ToolResultProps {
  tool: ToolDefinition;
  resultRef: Ref<HTMLDivElement>;
  plan: GeneratedPlanData | undefined;
  dailyBudget: unknown;
  scheduleCache: { entries: ScheduleCacheEntry[]; remove(key: string): void };
}

/** The plan once generated, then the kept schedule rules (schedule tool). */
export function ToolResult({ tool, resultRef, plan, dailyBudget, scheduleCache }: ToolResultProps) {
  return (
    <>
      <div ref={resultRef}>{plan ? <PlanResult plan={plan} dailyBudget={dailyBudget} /> : null}</div>
      {tool.flow === 'schedule' ? (
        <ScheduleCacheList entries={scheduleCache.entries} now={new Date()} onRemove={scheduleCache.remove} />
      ) : null}
    </>
  );
}
