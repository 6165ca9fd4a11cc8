// The result part of a tool page: the plan scrolled into view when it arrives, and on the schedule tool the
// schedule rules kept in this browser (spec §4's local cache).
import { useRef, useState } from 'react';
import type { GeneratedPlanData } from '@adplan/contracts';
import { readScheduleCache, removeScheduleRule, saveScheduleRules } from './schedule-cache-store';
import type { ToolDefinition } from './tool-definitions';

/** The element holding the result, and a function that scrolls it into view once it is drawn. */
export function useResultScroll() {
  const resultRef = useRef<HTMLDivElement>(null);
  const scrollToResult = () =>
    setTimeout(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
  return { resultRef, scrollToResult };
}

/** The schedule rules this browser keeps (the schedule tool only; other tools keep none). */
export function useScheduleCache(tool: ToolDefinition) {
  const [entries, setEntries] = useState(() =>
    tool.flow === 'schedule' ? readScheduleCache(new Date()) : [],
  );
  /** Keeps a generated plan's schedule rules, if it has any. */
  const remember = (plan: GeneratedPlanData) => {
    if (plan.schedule?.length) setEntries(saveScheduleRules(plan, new Date()));
  };
  const remove = (key: string) => setEntries(removeScheduleRule(key, new Date()));
  return { entries, remember, remove };
}
