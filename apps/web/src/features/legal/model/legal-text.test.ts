import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/legal';
import en from '../../../locales/en-US/legal';
import { isLegalDocument, sectionAnchorId, type LegalDocumentKey } from './legal-text';

const KEYS: LegalDocumentKey[] = ['terms', 'privacy', 'thirdParty'];

describe('legal texts', () => {
  it.each(KEYS)('%s has the same sections, in the same order, in zh and en', (key) => {
    expect(en[key].sections.map((section) => section.id)).toEqual(
      zh[key].sections.map((section) => section.id),
    );
    expect(en[key].table?.rows.length).toBe(zh[key].table?.rows.length);
  });

  it.each(KEYS)('%s has the shape the page renders, with unique non-empty sections', (key) => {
    for (const text of [zh[key], en[key]]) {
      expect(isLegalDocument(text)).toBe(true);
      const ids = text.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of text.sections) {
        expect((section.paragraphs?.length ?? 0) + (section.items?.length ?? 0)).toBeGreaterThan(0);
      }
    }
  });

  it('states the product facts the texts promise', () => {
    const terms = JSON.stringify(zh.terms);
    expect(terms).toContain('30 天');
    expect(terms).toContain('699');
    expect(terms).toContain('19999');
    expect(JSON.stringify(zh.thirdParty)).toContain('支付宝');
    expect(JSON.stringify(en.privacy)).toContain('Personal Information Protection Law');
  });

  it('rejects values that are not legal texts', () => {
    expect(isLegalDocument('terms')).toBe(false);
    expect(isLegalDocument({ title: 'x', date: 'y', intro: [], sections: [{}] })).toBe(false);
  });

  it('makes anchors unique across the texts', () => {
    expect(sectionAnchorId('terms', 'contact')).not.toBe(sectionAnchorId('privacy', 'contact'));
  });
});
