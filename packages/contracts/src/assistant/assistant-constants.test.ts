import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../routes/route-table';
import { CONTENT_PAGES } from './assistant-constants';
import { fillContentFigures } from './content-figures';
import { headingAnchor, parseContentDocument, splitContentSections } from './content-document';

describe('content pages', () => {
  it('each has a route item in the table, rendered by a content page', () => {
    for (const page of CONTENT_PAGES) {
      const route = findRoute(routeTable, page.path);
      expect(route?.component, page.path).toMatch(/^(content|contact)-page$/);
    }
  });

  it('keeps the spec §2 paths of the two manuals', () => {
    const paths = CONTENT_PAGES.map((page) => page.path);
    expect(paths).toContain('/Q&A/operation-process-authorized-version');
    expect(paths).toContain('/Q&A/operation-process-unauthorized');
  });
});

describe('content documents', () => {
  it('reads the front matter and the body', () => {
    const document = parseContentDocument(
      '---\ntitle: "批量上传"\nsummary: How to upload\norder: 2\n---\n# Hi\n',
    );
    expect(document.meta).toEqual({ title: '批量上传', summary: 'How to upload', order: '2' });
    expect(document.body).toBe('# Hi\n');
  });

  it('refuses a file without a title or without a front matter block', () => {
    expect(() => parseContentDocument('---\nsummary: x\n---\nbody')).toThrow(/title/);
    expect(() => parseContentDocument('# no front matter')).toThrow(/front matter/);
  });

  it('splits a body into its ## sections, keeping ### inside them', () => {
    const sections = splitContentSections(
      'Guide',
      'Intro text\n## First step\nA\n### Detail\nB\n## 第二步\nC',
    );
    expect(sections.map((section) => [section.heading, section.anchor, section.text])).toEqual([
      ['Guide', '', 'Intro text'],
      ['First step', 'first-step', 'A\n### Detail\nB'],
      ['第二步', '第二步', 'C'],
    ]);
  });

  it('makes anchors without punctuation', () => {
    expect(headingAnchor('What is ACOS? (and CPS)')).toBe('what-is-acos-and-cps');
  });
});

describe('content figures', () => {
  it('fills prices and hours from the constants', () => {
    expect(fillContentFigures('¥{{packages.pro.priceCny}} / {{hosted.adSalesSharePercent}}%', 'en')).toBe(
      '¥19,999 / 3%',
    );
    expect(fillContentFigures('{{serviceHours}}', 'zh')).toBe('08:30-12:00、13:30-18:00');
  });

  it('refuses an unknown placeholder', () => {
    expect(() => fillContentFigures('{{packages.gold.priceCny}}', 'zh')).toThrow(/Unknown content figure/);
  });
});
