import { describe, expect, it } from 'vitest';
import {
  asinOfSearchTerm,
  isProtectedTerm,
  keywordForm,
  keywordTextProblem,
  nameProblem,
  normaliseTerm,
} from './text-rules';

describe('text rules', () => {
  it('normalises full-width text and case for comparisons', () => {
    expect(normaliseTerm('  ＢＡＭＢＯＯ　Board ')).toBe('bamboo board');
    expect(keywordForm('ＢＡＭＢＯＯ　Board')).toBe('BAMBOO Board');
  });

  it('recognises ASIN search terms', () => {
    expect(asinOfSearchTerm('b00ipgvvz4')).toBe('B00IPGVVZ4');
    expect(asinOfSearchTerm('bamboo board')).toBeUndefined();
  });

  it('checks keyword texts with the upload rules', () => {
    expect(keywordTextProblem('US', 'bamboo cutting board', 'exact')).toBeUndefined();
    expect(keywordTextProblem('US', 'a b c d e f g h i j k', 'broad')).toBeDefined();
    expect(keywordTextProblem('US', 'board, large', 'broad')).toBeDefined();
    expect(keywordTextProblem('US', 'one two three four five', 'negativePhrase')).toBeDefined();
    expect(keywordTextProblem('JP', 'まな板 竹', 'exact')).toBeUndefined();
  });

  it('checks names', () => {
    expect(nameProblem('SP 竹砧板 - broad', 128)).toBeUndefined();
    expect(nameProblem('Promo!', 128)).toBe('characters');
    expect(nameProblem('x'.repeat(129), 128)).toBe('length');
  });

  it('protects main terms, brand words and own ASINs', () => {
    const protect = { terms: ['Bamboo Cutting Board'], brandTerms: ['acme'], asins: ['B0ABCDEFGH'] };
    expect(isProtectedTerm('bamboo cutting board', protect)).toBe(true);
    expect(isProtectedTerm('acme board large', protect)).toBe(true);
    expect(isProtectedTerm('acmeboard', protect)).toBe(false);
    expect(isProtectedTerm('b0abcdefgh', protect)).toBe(true);
    expect(isProtectedTerm('plastic board', protect)).toBe(false);
  });
});
