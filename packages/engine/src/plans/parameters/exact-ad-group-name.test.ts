import { describe, expect, it } from 'vitest';
import { deriveExactAdGroupName } from './exact-ad-group-name';

describe('deriveExactAdGroupName (spec §3)', () => {
  it.each([
    ['shoes broad', 'shoes exact'],
    ['shoes_broad', 'shoes_exact'],
    ['Shoes-Broad', 'Shoes-Exact'],
    ['SHOES BROAD', 'SHOES EXACT'],
    ['broad', 'exact'],
    ['shoes', 'shoes_exact'],
    ['broadband', 'broadband_exact'],
    ['shoes broad ', 'shoes exact'],
    ['鞋子 broad', '鞋子 exact'],
    ['鞋子', '鞋子_exact'],
  ])('%s -> %s', (broad, exact) => {
    expect(deriveExactAdGroupName(broad)).toBe(exact);
  });
});
