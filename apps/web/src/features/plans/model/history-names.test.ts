import { describe, expect, it } from 'vitest';
import type { AdHistoryItem } from '@adplan/contracts';
import { historyPlanName } from './history-names';

const item = (plan_name: string, schedule?: AdHistoryItem['schedule']): AdHistoryItem =>
  ({ plan_name, flow: 'schedule', schedule }) as AdHistoryItem;

describe('plan names in the usage records', () => {
  it('keeps a campaign name and words a stored flow identifier', () => {
    const words = (flow: string) => (flow === 'schedule' ? '分时调价' : flow);
    expect(historyPlanName(item('Board manual'), words)).toBe('Board manual');
    expect(historyPlanName(item('schedule'), words)).toBe('分时调价');
    expect(
      historyPlanName(
        item('schedule', [{ campaign_name: 'Board manual', time_zone: 'America/Los_Angeles', periods: [] }]),
        words,
      ),
    ).toBe('Board manual');
  });
});
