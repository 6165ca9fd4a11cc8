import { describe, expect, it } from 'vitest';
import { expandExponent, normalizeExpression, parseBulkDate, parseId, parseNumber } from './cell-parsers';
import { CellKind } from './sheet-row';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['1,234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['-$1.20', -1.2],
    ['(3.10)', -3.1],
    ['￥1,200', 1200],
    ['C$2.00', 2],
    ['£ 0.75', 0.75],
    ['1 234', 1234],
    ['0,75', 0.75],
    ['１２３', 123],
    ['1.2e3', 1200],
  ])('reads %s', (text, value) => {
    expect(parseNumber(text)).toEqual({ value, percent: false });
  });

  it('marks percent text', () => {
    expect(parseNumber('1.84%')).toEqual({ value: 1.84, percent: true });
    expect(parseNumber('-60 %')).toEqual({ value: -60, percent: true });
  });

  it('reads blanks and dashes as no value, and refuses text', () => {
    for (const blank of ['', '  ', '-', '--', 'N/A']) expect(parseNumber(blank)).toBeNull();
    for (const text of ['abc', '12abc', '1.2.3', '$', 'Infinity', 'NaN'])
      expect(parseNumber(text)).toBeUndefined();
  });
});

describe('IDs stay exact text', () => {
  it('keeps text IDs as written', () => {
    expect(parseId(' 347066231335202 ', CellKind.Text)).toEqual({ id: '347066231335202', untrusted: false });
    expect(parseId('Spring toys 2024', CellKind.Text)).toEqual({ id: 'Spring toys 2024', untrusted: false });
  });

  it('turns numeric cells into their digits without exponent or rounding', () => {
    expect(parseId('347066231335202', CellKind.Number)).toEqual({ id: '347066231335202', untrusted: false });
    expect(parseId('3.47066231335202E+14', CellKind.Number)).toEqual({
      id: '347066231335202',
      untrusted: false,
    });
    expect(parseId('347066231335202.0', CellKind.Number)).toEqual({
      id: '347066231335202',
      untrusted: false,
    });
    expect(parseId('12345678901234567890', CellKind.Number)).toEqual({
      id: '12345678901234567890',
      untrusted: true,
    });
  });

  it('expands exponents exactly', () => {
    expect(expandExponent('1.5E3')).toBe('1500');
    expect(expandExponent('1.23456E2')).toBe('123.456');
    expect(expandExponent('42')).toBe('42');
  });
});

describe('bulk dates and expressions', () => {
  it.each([
    ['20260109', CellKind.Text, '20260109'],
    ['20260109', CellKind.Number, '20260109'],
    ['2026-01-09', CellKind.Text, '20260109'],
    ['2026/1/9', CellKind.Text, '20260109'],
    ['46031', CellKind.Number, '20260109'],
  ])('reads the bulk date %s', (text, kind, date) => {
    expect(parseBulkDate(text, kind)).toBe(date);
  });

  it('refuses impossible dates', () => {
    expect(parseBulkDate('20260230', CellKind.Text)).toBeUndefined();
    expect(parseBulkDate('next week', CellKind.Text)).toBeUndefined();
  });

  it('upper-cases ASINs in targeting expressions only', () => {
    expect(normalizeExpression(' asin="b0ct4ldmmt" ')).toBe('asin="B0CT4LDMMT"');
    expect(normalizeExpression('ASIN-EXPANDED="b0ct4ldmmt"')).toBe('asin-expanded="B0CT4LDMMT"');
    expect(normalizeExpression('category="5524098011" brand="Acme"')).toBe(
      'category="5524098011" brand="Acme"',
    );
  });
});
