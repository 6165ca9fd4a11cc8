import { describe, expect, it } from 'vitest';
import { deriveExactAdGroupName } from './exact-ad-group-name';

describe('deriveExactAdGroupName (spec §3)', () => {
  it('replaces a trailing word broad by exact, keeping its case', () => {
    expect(deriveExactAdGroupName('shoes broad')).toBe('shoes exact');
    expect(deriveExactAdGroupName('shoes_broad')).toBe('shoes_exact');
    expect(deriveExactAdGroupName('Shoes-Broad')).toBe('Shoes-Exact');
    expect(deriveExactAdGroupName('SHOES BROAD')).toBe('SHOES EXACT');
    expect(deriveExactAdGroupName('broad')).toBe('exact');
  });

  it('appends _exact otherwise, also when broad is only part of the last word', () => {
    expect(deriveExactAdGroupName('Shoes')).toBe('Shoes_exact');
    expect(deriveExactAdGroupName('abroad')).toBe('abroad_exact');
    expect(deriveExactAdGroupName('broad shoes')).toBe('broad shoes_exact');
    expect(deriveExactAdGroupName('鞋子 广泛')).toBe('鞋子 广泛_exact');
  });

  it('trims the input and gives blank for blank', () => {
    expect(deriveExactAdGroupName('  shoes broad  ')).toBe('shoes exact');
    expect(deriveExactAdGroupName('   ')).toBe('');
  });
});
