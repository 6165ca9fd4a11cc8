import { describe, expect, it } from 'vitest';
import { readBulkWorkbook } from '../read/read-api';
import { buildBulkWorkbook, buildCsv, encodeLegacy, generateLargeAccount } from './index';

describe('test builders', () => {
  it('generates a deterministic large account near the target size that reads back whole', async () => {
    const spec = generateLargeAccount({ targetBytes: 400_000, seed: 3 });
    expect(generateLargeAccount({ targetBytes: 400_000, seed: 3 })).toEqual(spec);
    const bytes = await buildBulkWorkbook(spec);
    expect(bytes.length).toBeGreaterThan(300_000);
    expect(bytes.length).toBeLessThan(500_000);
    const model = await readBulkWorkbook(bytes);
    const keywords = (s: typeof spec) =>
      (s.sponsoredProducts ?? []).flatMap((c) => (c.adGroups ?? []).flatMap((g) => g.keywords ?? []));
    expect(model.sponsoredProducts.campaigns).toHaveLength(spec.sponsoredProducts?.length ?? 0);
    expect(
      model.sponsoredProducts.campaigns
        .flatMap((c) => c.adGroups.flatMap((g) => g.keywords))
        .map((k) => k.id),
    ).toEqual(keywords(spec).map((k) => k.id));
    expect(model.searchTerms.sponsoredProducts).toHaveLength(spec.spSearchTerms?.length ?? 0);
    expect(
      model.searchTerms.sponsoredProducts.every((t) => t.keywordId !== undefined || t.targetId !== undefined),
    ).toBe(true);
    expect(model.sponsoredBrands.campaigns.length).toBeGreaterThan(0);
  });

  it('encodes GB18030 and Shift-JIS text that Node decodes back', () => {
    expect(new TextDecoder('gb18030').decode(encodeLegacy('开始日期,广告活动名称,花费', 'gb18030'))).toBe(
      '开始日期,广告活动名称,花费',
    );
    expect(
      new TextDecoder('shift_jis').decode(encodeLegacy('開始日,キャンペーン名,費用,￥', 'shift_jis')),
    ).toBe('開始日,キャンペーン名,費用,￥');
    expect(() => encodeLegacy('😀', 'shift_jis')).toThrow(/Cannot encode/);
  });

  it('quotes CSV cells and writes a BOM on request', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      buildCsv([['a', 'b,c', 'd"e']], { encoding: 'utf8bom' }),
    );
    expect(text).toBe('\ufeffa,"b,c","d""e"\r\n');
  });
});
