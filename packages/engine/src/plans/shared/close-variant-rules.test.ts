import { describe, expect, it } from 'vitest';
import { negativeBlocksKeyword, sameTerm, singularise, termKey } from './close-variant-rules';

describe('close variants are one term', () => {
  it('singularises the common English plural forms', () => {
    const cases: Array<[string, string]> = [
      ['mats', 'mat'],
      ['batteries', 'battery'],
      ['ties', 'tie'],
      ['boxes', 'box'],
      ['brushes', 'brush'],
      ['watches', 'watch'],
      ['glasses', 'glass'],
      ['cases', 'case'],
      ['shoes', 'shoe'],
      ['headaches', 'headache'],
      ['women', 'woman'],
      ['knives', 'knife'],
      ['buses', 'bus'],
    ];
    for (const [plural, singular] of cases) expect(singularise(plural), plural).toBe(singular);
  });

  it('leaves singular words ending in s, short words and words with digits alone', () => {
    for (const word of [
      'glass',
      'series',
      'bus',
      'analysis',
      'news',
      'gas',
      'dress',
      'status',
      '10s',
      'b0abcdefgs',
    ])
      expect(singularise(word), word).toBe(word);
  });

  it('folds case, width, plurals, possessives, hyphens and Amazon’s ignored words into one key', () => {
    expect(termKey('Yoga-Mats for Women’s')).toBe('yoga mat woman');
    expect(termKey('ＹＯＧＡ　ＭＡＴ')).toBe('yoga mat');
    expect(sameTerm('yoga mat for women', 'yoga mats women')).toBe(true);
    expect(sameTerm('the glass', 'glasses')).toBe(true);
    expect(sameTerm('yoga mat', 'yoga bag')).toBe(false);
    // A term made only of ignored words keeps them (never an empty key); ASIN terms are unchanged.
    expect(termKey('For The')).toBe('for the');
    expect(termKey('B0ABCDEFGS')).toBe('b0abcdefgs');
  });

  it('knows which negatives block a keyword, close variants included', () => {
    expect(negativeBlocksKeyword('lamp shades', 'negativeExact', 'lamp shade', 'exact')).toBe(true);
    expect(negativeBlocksKeyword('lamp shade red', 'negativeExact', 'lamp shade', 'exact')).toBe(false);
    // A broad keyword still serves its longer queries: one negated query does not block it.
    expect(negativeBlocksKeyword('lamp shades', 'negativeExact', 'lamp shade', 'broad')).toBe(false);
    expect(negativeBlocksKeyword('shades', 'negativePhrase', 'lamp shade', 'phrase')).toBe(true);
    expect(negativeBlocksKeyword('shade lamp', 'negativePhrase', 'lamp shade', 'phrase')).toBe(false);
    // A broad keyword serves its words in any order: a phrase of its words blocks it.
    expect(negativeBlocksKeyword('shade lamp', 'negativePhrase', 'lamp shade', 'broad')).toBe(true);
    expect(negativeBlocksKeyword('desk', 'negativePhrase', 'lamp shade', 'broad')).toBe(false);
  });
});
