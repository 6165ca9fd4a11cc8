// The words of the figures behind each decision, and the glossary sheet of the explanation workbook. A
// seller reads "平滑转化率 = 4.1%", never `smoothedConversionRate=0.041`: every figure the strategies name
// is written out in the workbook's language with its unit.
import type { LocalizedText } from '../model/units';

/** How a figure's value is shown. */
export type FigureKind = 'money' | 'ratio' | 'percent' | 'count' | 'text' | 'number';

/** A figure's words and kind. */
export interface FigureLabel {
  label: LocalizedText;
  kind: FigureKind;
}

const f = (zh: string, en: string, kind: FigureKind): FigureLabel => ({ label: { zh, en }, kind });

/** Every figure name the strategies use, in words. */
export const FIGURE_LABELS: Readonly<Record<string, FigureLabel>> = {
  adGroup: f('广告组', 'ad group', 'text'),
  campaign: f('广告活动', 'campaign', 'text'),
  target: f('投放对象', 'target', 'text'),
  keywordText: f('关键词', 'keyword', 'text'),
  searchTerm: f('客户搜索词', 'customer search term', 'text'),
  sku: f('SKU', 'SKU', 'text'),
  videoAssetId: f('视频素材编号', 'video asset ID', 'text'),
  exactAdGroup: f('精准广告组', 'exact ad group', 'text'),
  uploadAt: f('上传时间（站点时间）', 'upload time (marketplace time)', 'text'),
  uploadAtBeijing: f('上传时间（北京时间）', 'upload time (Beijing time)', 'text'),
  clicks: f('点击次数', 'clicks', 'count'),
  orders: f('订单数', 'orders', 'count'),
  spend: f('花费', 'spend', 'money'),
  sales: f('销售额', 'sales', 'money'),
  bid: f('竞价', 'bid', 'money'),
  bidBefore: f('调整前竞价', 'bid before', 'money'),
  bidAfter: f('调整后竞价', 'bid after', 'money'),
  baseBid: f('基础竞价', 'base bid', 'money'),
  defaultBid: f('广告组默认竞价', 'ad group default bid', 'money'),
  idealBid: f(
    '理想竞价（目标 CPS × 平滑转化率）',
    'ideal bid (target CPS x smoothed conversion rate)',
    'money',
  ),
  harvestBid: f('收割词起始竞价', 'starting bid of the harvested term', 'money'),
  dailyBudget: f('每日预算', 'daily budget', 'money'),
  costPerSale: f('当前 CPS（花费 ÷ 订单）', 'current CPS (spend / orders)', 'money'),
  targetCostPerSale: f('目标 CPS', 'target CPS', 'money'),
  conversionRate: f('实际转化率（订单 ÷ 点击）', 'measured conversion rate (orders / clicks)', 'ratio'),
  smoothedConversionRate: f(
    '平滑转化率（订单 + 先验）÷（点击 + 先验点击）',
    'smoothed conversion rate (orders + prior) / (clicks + prior clicks)',
    'ratio',
  ),
  priorConversionRate: f('先验转化率', 'prior conversion rate', 'ratio'),
  baselineConversionRate: f('基准转化率', 'baseline conversion rate', 'ratio'),
  campaignConversionRate: f('广告活动转化率', 'campaign conversion rate', 'ratio'),
  organicConversionRate: f('自然转化率', 'organic conversion rate', 'ratio'),
  matchTypeFactor: f('匹配方式系数', 'match type factor', 'number'),
  termTierFactor: f('词类系数（主要词或相关词）', 'term factor (main or relevant term)', 'number'),
  targetingFactor: f('投放方式系数', 'targeting factor', 'number'),
  calibrationFactor: f('广告活动校准系数', 'campaign calibration factor', 'number'),
  pseudoClicks: f('先验点击数（平滑强度）', 'prior clicks (smoothing strength)', 'number'),
  minClicks: f('最少点击数', 'minimum clicks', 'count'),
  negateMinClicks: f('否定所需最少点击数', 'clicks needed before negating', 'count'),
  percentage: f('广告位竞价调整', 'placement bid adjustment', 'percent'),
  desiredPercent: f('期望的广告位调整', 'desired placement adjustment', 'percent'),
  placementMultiplier: f('广告位竞价倍数', 'placement bid multiplier', 'number'),
  bidAdjustmentPercent: f('时段竞价调整', 'period bid adjustment', 'percent'),
  lowestPeriodPercent: f('最低时段调整', 'lowest period adjustment', 'percent'),
  expectedSpendShare: f('预计花费占比', 'expected share of spend', 'ratio'),
  cpcRatio: f(
    '实际点击成本 ÷ 竞价（本活动的竞价策略与广告位调整造成的放大）',
    'effective cost per click / bid (what the bidding strategy and placements add)',
    'number',
  ),
  cpcToBidRatio: f('实际点击成本 ÷ 竞价', 'effective cost per click / bid', 'number'),
  inflatedCpcRatio: f(
    '判定竞价策略抬高点击成本的比值',
    'ratio above which the bidding strategy counts as inflating clicks',
    'number',
  ),
  dataGateClicks: f('足以判断的点击数（数据门槛）', 'clicks needed to judge (data gate)', 'count'),
  proportionalBid: f(
    '按比例竞价（当前竞价 × 目标 CPS ÷ 当前 CPS）',
    'proportional bid (current bid x target CPS / current CPS)',
    'money',
  ),
  // Issue 20's judgement rules (docs/algorithms.md §17).
  wastingWord: f('浪费词', 'wasting word', 'text'),
  searchTermCount: f('搜索词个数', 'search terms', 'count'),
  campaignIntent: f('活动意图', 'campaign intent', 'text'),
  averageDailySpend: f('日均花费', 'average daily spend', 'money'),
  budgetCap: f('预算用满判定（日均花费 ÷ 预算）', 'budget used (average daily spend / budget)', 'ratio'),
};

/** A figure name without a label, split into lower-case words (`cpcRatio` -> `cpc ratio`): never camelCase. */
export function wordsOfName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** The words of a figure in `language`, and its kind (unknown names: their words, shown as numbers or text). */
export function figureLabel(
  name: string,
  value: number | string,
  language: 'zh' | 'en',
): FigureLabel & {
  text: string;
} {
  const known = FIGURE_LABELS[name];
  const label = known ?? { label: { zh: wordsOfName(name), en: wordsOfName(name) }, kind: 'number' };
  return { ...label, kind: typeof value === 'string' ? 'text' : label.kind, text: label.label[language] };
}

/** The glossary sheet: terms a seller meets in the plan, with what they mean. */
export const GLOSSARY: ReadonlyArray<{ term: LocalizedText; meaning: LocalizedText }> = [
  {
    term: { zh: 'CPS（单次销售成本）', en: 'CPS (cost per sale)' },
    meaning: {
      zh: '广告花费 ÷ 广告订单数：每卖出一单花了多少广告费。目标 CPS 是您愿意为一单付出的广告费。',
      en: 'Ad spend / ad orders: what one sale costs in ads. The target CPS is what you are willing to pay in ads for one order.',
    },
  },
  {
    term: { zh: '转化率', en: 'Conversion rate' },
    meaning: {
      zh: '订单数 ÷ 点击次数。点击少时实际转化率很不稳定，所以方案使用平滑转化率。',
      en: 'Orders / clicks. With few clicks the measured rate is unreliable, so the plan uses the smoothed rate.',
    },
  },
  {
    term: { zh: '平滑转化率', en: 'Smoothed conversion rate' },
    meaning: {
      zh: '（订单数 + 先验点击数 × 先验转化率）÷（点击次数 + 先验点击数）：点击越多越接近实际转化率，点击少时接近先验（自然转化率或广告活动的转化率）。',
      en: '(orders + prior clicks x prior rate) / (clicks + prior clicks): close to the measured rate when there are many clicks, close to the prior (organic or campaign rate) when there are few.',
    },
  },
  {
    term: { zh: '先验转化率', en: 'Prior conversion rate' },
    meaning: {
      zh: '还没有点击数据时对转化率的估计：自然转化率 × 匹配方式系数（或自动投放、商品投放的投放方式系数）× 词类系数。精准词最接近自然转化率，词组、广泛依次降低；相关词低于主要词。冷启动竞价 = 目标 CPS × 先验转化率。',
      en: 'The conversion rate expected before any click: organic conversion rate x the match type factor (or the targeting factor of auto and product targets) x the term factor. Exact is closest to the organic rate, phrase and broad lower; relevant terms lower than main ones. Cold-start bid = target CPS x prior conversion rate.',
    },
  },
  {
    term: { zh: '理想竞价', en: 'Ideal bid' },
    meaning: {
      zh: '目标 CPS × 平滑转化率：按此竞价，每单广告费约等于目标 CPS。每次调整的幅度有上限，所以竞价会分几次靠近理想竞价。',
      en: 'Target CPS x smoothed conversion rate: at this bid one order costs about the target CPS in ads. Each change is limited in size, so bids approach the ideal over several plans.',
    },
  },
  {
    term: { zh: '收割（搜索词转关键词）', en: 'Harvest (search term to keyword)' },
    meaning: {
      zh: '把已经出单的客户搜索词加为精准关键词或商品投放，单独出价。',
      en: 'Adding a customer search term that already converts as an exact keyword or product target with its own bid.',
    },
  },
  {
    term: { zh: '否定（否定精准/否定词组）', en: 'Negative (negative exact / phrase)' },
    meaning: {
      zh: '让广告不再为某个搜索词展示：花费多、不出单的搜索词，或为了把流量留给精准组（隔离）。',
      en: 'Stops the ads showing for a search term: terms that spend without orders, or to keep traffic for the exact group (isolation).',
    },
  },
  {
    term: { zh: '隔离（漏斗）', en: 'Isolation (funnel)' },
    meaning: {
      zh: '新建的精准、词组、广泛、自动、商品投放各组之间互相否定，让同一个搜索词只由最精确的组出价：词组组否定精准词，广泛组否定词组形式，自动组否定精准词。',
      en: 'The exact, phrase, broad, auto and product groups negate each other so one search term is bid on only by its most precise group: phrase negates the exact terms (negative exact), broad negates them as phrases, auto negates them as exact.',
    },
  },
  {
    term: { zh: '广告位竞价调整', en: 'Placement bid adjustment' },
    meaning: {
      zh: '在搜索结果顶部、商品页面等位置把竞价提高的百分比。',
      en: 'The percentage by which bids are raised on top of search, product pages and other placements.',
    },
  },
  {
    term: { zh: '数据区间', en: 'Data window' },
    meaning: {
      zh: '方案所依据的数据日期范围（来自批量表格的文件名或报告）。',
      en: 'The dates of the data the plan is based on (from the bulk sheet file name or the reports).',
    },
  },
  {
    term: { zh: '撤销文件', en: 'Rollback workbook' },
    meaning: {
      zh: '上传后如需撤销，上传撤销文件即可把被修改的竞价、状态、预算和广告位调整恢复为原值；新建的内容需在新下载的批量表格中存档。',
      en: 'If you need to undo the plan after uploading it, upload the rollback workbook: changed bids, states, budgets and placement adjustments go back to their old values; new entities are archived from a freshly downloaded bulk sheet.',
    },
  },
  {
    term: { zh: '分时竞价', en: 'Schedule bidding (dayparting)' },
    meaning: {
      zh: '按一天中不同时段的表现调整竞价：表现好的时段提高，差的时段降低。',
      en: 'Adjusting bids by time of day: higher in periods that perform well, lower in those that do not.',
    },
  },
];
