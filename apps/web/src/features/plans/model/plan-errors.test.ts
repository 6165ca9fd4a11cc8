import { describe, expect, it } from 'vitest';
import { fileFieldOfCode, placeProblems } from './plan-errors';

describe('where a check puts its problems', () => {
  it('counts only the red fields the seller sees and lists the rest in the summary', () => {
    const placed = placeProblems(
      {
        bulk_file: ['not a bulk sheet'],
        campaign_name: ['too long', 'has a tab'],
        harvest_ad_group_name: ['hidden field problem'],
        hourly_files: ['this tool takes no hourly report'],
      },
      new Set(['campaign_name', 'daily_budget']),
      ['bulk'],
    );
    expect(placed.files).toEqual({ bulk: ['not a bulk sheet'] });
    expect(placed.params).toEqual({ campaign_name: ['too long', 'has a tab'] });
    expect(placed.elsewhere).toEqual(['hidden field problem', 'this tool takes no hourly report']);
    expect(placed.redFields).toBe(2);
  });

  it('puts a bulk-sheet product code on the bulk field and report codes on theirs', () => {
    expect(fileFieldOfCode(10003, { bulk: [{}] })).toBe('bulk');
    expect(fileFieldOfCode(10019, { bulk: [{}], hourly: [{}] })).toBe('hourly');
    expect(fileFieldOfCode(400, { bulk: [{}] })).toBeUndefined();
  });
});
