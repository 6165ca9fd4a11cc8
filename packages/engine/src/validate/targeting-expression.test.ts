import { describe, expect, it } from 'vitest';
import { parseTargetingExpression } from './targeting-expression';

const kind = (text: string) => {
  const parsed = parseTargetingExpression(text);
  return parsed.ok ? parsed.kind : 'invalid';
};

describe('parseTargetingExpression', () => {
  it('recognises every documented form', () => {
    expect(kind('close-match')).toBe('auto');
    expect(kind('complements')).toBe('auto');
    expect(kind('asin="B0FGJR1245"')).toBe('asin');
    expect(kind('asin="0123456789"')).toBe('asin');
    expect(kind('asin-expanded="B0FGJR1245"')).toBe('asinExpanded');
    expect(kind('keyword-group="category"')).toBe('keywordGroup');
    expect(kind('brand="8046181011"')).toBe('brand');
    expect(kind('category="5524098011"')).toBe('category');
    expect(
      kind(
        'category="5524098011" brand="8046181011" price<10 rating=4.5-5 prime-shipping-eligible="true" genre="x"',
      ),
    ).toBe('category');
  });

  it('rejects malformed expressions with a reason in both languages', () => {
    for (const bad of [
      '',
      'asin=B0FGJR1245',
      'asin="b0fgjr1245"',
      'Asin="B0FGJR1245"',
      'asin="B0FGJR1245" asin="B0FGJR1246"',
      'category="1" category="2"',
      'price>10',
      'category="1" rating>5.5',
      'category="1" price=30-20',
      'category="1" prime-shipping-eligible="yes"',
      'keyword-group="other"',
      'color="red"',
      'asin="B0FGJR1245"extra',
    ]) {
      const parsed = parseTargetingExpression(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) {
        expect(parsed.reason.zh.length).toBeGreaterThan(0);
        expect(parsed.reason.en.length).toBeGreaterThan(0);
      }
    }
  });
});
