// The readable (non-JSON) form of `adplan inspect`: a small table of counts per ad product.
import type { EntityCounts, InspectSummary, OperationCounts } from '../use-cases/inspect-file';

type Language = 'zh' | 'en';

const LABELS: Array<[keyof EntityCounts | 'productAdsOrAds', { zh: string; en: string }]> = [
  ['campaigns', { zh: '广告活动', en: 'Campaigns' }],
  ['biddingAdjustments', { zh: '竞价调整', en: 'Bidding adjustments' }],
  ['adGroups', { zh: '广告组', en: 'Ad groups' }],
  ['productAdsOrAds', { zh: '广告', en: 'Ads' }],
  ['keywords', { zh: '关键词', en: 'Keywords' }],
  ['negativeKeywords', { zh: '否定关键词', en: 'Negative keywords' }],
  ['campaignNegativeKeywords', { zh: '广告活动否定关键词', en: 'Campaign negative keywords' }],
  ['productTargets', { zh: '商品投放', en: 'Product targets' }],
  ['negativeProductTargets', { zh: '否定商品投放', en: 'Negative product targets' }],
];

/** One count of a product, ads and product ads sharing a line. */
const countOf = (counts: EntityCounts, key: keyof EntityCounts | 'productAdsOrAds'): number =>
  key === 'productAdsOrAds'
    ? (counts.productAds ?? counts.ads ?? 0)
    : ((counts[key] as number | undefined) ?? 0);

/** Lines `label  SP  SB` with padded columns. */
function countTable(summary: InspectSummary, language: Language): string[] {
  const rows = LABELS.map(([key, label]) => [
    label[language],
    String(countOf(summary.sponsoredProducts, key)),
    String(countOf(summary.sponsoredBrands, key)),
  ]);
  rows.push([
    language === 'zh' ? '搜索词行' : 'Search term rows',
    String(summary.searchTerms.sponsoredProducts),
    String(summary.searchTerms.sponsoredBrands),
  ]);
  const width = Math.max(...rows.map((row) => row[0]?.length ?? 0));
  const header = `${''.padEnd(width)}  ${'SP'.padStart(8)}  ${'SB'.padStart(8)}`;
  return [
    header,
    ...rows.map(
      ([label = '', sp = '', sb = '']) => `${label.padEnd(width)}  ${sp.padStart(8)}  ${sb.padStart(8)}`,
    ),
  ];
}

/** `SP keyword: create 3, update 2` lines of an upload file. */
function operationLines(summary: InspectSummary): string[] {
  const upload = summary.upload;
  if (!upload) return [];
  const lines = (product: string, entities: Record<string, OperationCounts | undefined>) =>
    Object.entries(entities).map(
      ([entity, counts]) =>
        `${product} ${entity}: ${Object.entries(counts ?? {})
          .map(([operation, n]) => `${operation} ${n}`)
          .join(', ')}`,
    );
  return [...lines('SP', upload.sponsoredProducts), ...lines('SB', upload.sponsoredBrands)];
}

/** The readable inspect output. */
export function formatInspectText(summary: InspectSummary, language: Language): string {
  if (summary.report) {
    const line =
      language === 'zh'
        ? `${summary.file}：报表 ${summary.report.kind}，${summary.report.rows} 行`
        : `${summary.file}: report ${summary.report.kind}, ${summary.report.rows} rows`;
    return `${line}\n`;
  }
  const title =
    summary.kind === 'upload'
      ? language === 'zh'
        ? `${summary.file}：上传文件（${summary.upload?.rows ?? 0} 行带操作，${summary.upload?.contextRows ?? 0} 行无操作不会上传）`
        : `${summary.file}: upload file (${summary.upload?.rows ?? 0} row(s) with an Operation, ${summary.upload?.contextRows ?? 0} without, which an upload skips)`
      : language === 'zh'
        ? `${summary.file}：批量操作表格`
        : `${summary.file}: bulk operations workbook`;
  const problems = summary.problems.map((problem) => {
    const where = [
      problem.sheet,
      problem.row === undefined ? undefined : `row ${problem.row}`,
      problem.column,
    ]
      .filter((part) => part !== undefined)
      .join(', ');
    return `  - ${where ? `${where}: ` : ''}${problem.message}`;
  });
  const problemTitle = language === 'zh' ? `读取提示：${problems.length}` : `Problems: ${problems.length}`;
  return [
    title,
    ...countTable(summary, language),
    ...operationLines(summary),
    problemTitle,
    ...problems,
    '',
  ].join('\n');
}
