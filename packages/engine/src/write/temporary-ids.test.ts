import { describe, expect, it } from 'vitest';
import { isRealId, isTemporaryId, makeTemporaryId } from './temporary-ids';

describe('makeTemporaryId', () => {
  it('derives a readable ID that starts with a letter', () => {
    const taken = new Set<string>();
    expect(makeTemporaryId('campaign', 'Shoes – Exact (US)', taken)).toBe('C_Shoes-Exact-US');
    expect(makeTemporaryId('adGroup', '2026 Shoes', taken)).toBe('AG_2026-Shoes');
    expect([...taken]).toEqual(['C_Shoes-Exact-US', 'AG_2026-Shoes']);
  });

  it('stays unique per file and handles names without ASCII letters', () => {
    const taken = new Set<string>(['C_Shoes']);
    expect(makeTemporaryId('campaign', 'Shoes', taken)).toBe('C_Shoes_2');
    expect(makeTemporaryId('campaign', 'Shoes', taken)).toBe('C_Shoes_3');
    const chinese = makeTemporaryId('campaign', '跑鞋', taken);
    expect(isTemporaryId(chinese)).toBe(true);
    expect(makeTemporaryId('campaign', '跑鞋', taken)).not.toBe(chinese);
  });

  it('keeps IDs short for very long names', () => {
    const id = makeTemporaryId('campaign', 'x'.repeat(200), new Set());
    expect(id.length).toBeLessThanOrEqual(42);
  });
});

describe('isRealId / isTemporaryId', () => {
  it('tells real numeric IDs from temporary ones', () => {
    expect(isRealId('347066231335202')).toBe(true);
    expect(isRealId('C_1')).toBe(false);
    expect(isTemporaryId('New Campaign')).toBe(true);
    expect(isTemporaryId('12345')).toBe(false);
    expect(isTemporaryId('1st campaign')).toBe(false);
    expect(isTemporaryId(' C_1')).toBe(false);
  });
});
