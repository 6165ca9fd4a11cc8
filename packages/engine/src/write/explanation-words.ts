// The words of the explanation workbook (summary, explanation, console set-up, rollback notes, glossary)
// in both console languages, zh first. Sheet names stay within Excel's 31 characters.
import type { SchedulePeriodName } from '../model/schedule';
import type { LocalizedText } from '../model/units';
import type { ExplanationLanguage } from './explanation-labels';

const t = (zh: string, en: string): LocalizedText => ({ zh, en });

const PERIOD_NAMES: Record<SchedulePeriodName, LocalizedText> = {
  sleep: t('睡眠时段', 'Sleep'),
  morning: t('上午时段', 'Morning'),
  afternoon: t('下午时段', 'Afternoon'),
  rest: t('休息时段', 'Rest'),
  other: t('其他时段', 'Other'),
};

/** A schedule period's name in `language`. */
export function periodName(name: SchedulePeriodName, language: ExplanationLanguage): string {
  return PERIOD_NAMES[name][language];
}

const ZONE_CITY: Record<string, LocalizedText> = {
  'America/Los_Angeles': t('洛杉矶', 'Los Angeles'),
  'Europe/London': t('伦敦', 'London'),
  'Asia/Tokyo': t('东京', 'Tokyo'),
};

/** The marketplace clock's column title with its city: `站点时间（洛杉矶）`, `Marketplace time (Los Angeles)`. */
export function marketplaceClock(timeZone: string | undefined, language: ExplanationLanguage): string {
  const city = timeZone ? (ZONE_CITY[timeZone]?.[language] ?? timeZone) : undefined;
  const word = language === 'zh' ? '站点时间' : 'Marketplace time';
  if (!city) return word;
  return language === 'zh' ? `${word}（${city}）` : `${word} (${city})`;
}

/**
 * A bid adjustment in words (`提高 20%`, `lower 30%`): a cell starting with + or - would be neutralised
 * against formula injection and show a stray quote.
 */
export function adjustmentWords(percent: number, language: ExplanationLanguage): string {
  if (percent === 0) return language === 'zh' ? '不变' : 'no change';
  const size = `${Math.abs(percent)}%`;
  if (language === 'zh') return `${percent > 0 ? '提高' : '降低'} ${size}`;
  return `${percent > 0 ? 'raise' : 'lower'} ${size}`;
}

/** Words of the explanation workbook. */
export const SUMMARY_WORDS = {
  notice: t(
    '请勿上传本文件：本文件只供查看方案。上传到亚马逊的是另外的方案文件（及各时段文件、撤销文件）。',
    'Do NOT upload this file: it is for reading only. Amazon takes the separate plan workbook (and the period and rollback workbooks).',
  ),
  summarySheet: t('方案概览', 'Summary'),
  explanationSheet: t('逐行说明', 'Row by row'),
  consoleSheet: t('后台分时规则设置', 'Console schedule rules'),
  archiveSheet: t('撤销时需手动存档', 'Archive by hand to undo'),
  glossarySheet: t('术语表', 'Glossary'),
  summaryTitle: t('方案概览', 'Plan summary'),
  marketplace: t('站点', 'Marketplace'),
  uploadFiles: t('需要上传的文件', 'Files to upload'),
  fileWord: t('文件', 'file '),
  planFile: t('（方案）', '(plan)'),
  none: t('无', 'none'),
  estimateTitle: t('被调整对象的预计效果（每天）', 'Expected effect on the changed items (per day)'),
  before: t('调整前', 'Before'),
  after: t('调整后（预计）', 'After (expected)'),
  dailySpend: t('每日花费', 'Daily spend'),
  costPerSale: t('CPS（花费 ÷ 订单）', 'CPS (spend / orders)'),
  noOrders: t('无订单', 'no orders'),
  estimateNote: {
    zh: (days: number) =>
      `按 ${days} 天数据折算到每天。预计值假设：点击成本随竞价同比变化、订单数不变；暂停和否定的对象不再花费也不再出单。`,
    en: (days: number) =>
      `From ${days} days of data, per day. The expectation assumes cost per click moves with the bid and orders stay the same; paused and negated items neither spend nor sell.`,
  },
  expectedSpend: t('新建部分预计每日花费', 'Expected daily spend of what is created'),
  budgetAdvice: t('建议每日预算', 'Recommended daily budget'),
  budgetAdviceWhy: t(
    '至少为预计每日花费的 3 倍，避免预算提前耗尽',
    'at least 3 times the expected daily spend, so the budget does not run out early',
  ),
  warnings: t('警告', 'Warnings'),
  notes: t('提示', 'Notes'),
  scheduleTitle: t('分时时段：', 'Schedule periods: '),
  periodColumns: [
    t('时段', 'Period'),
    t('站点时间', 'Marketplace time'),
    t('北京时间', 'Beijing time'),
    t('竞价调整', 'Bid adjustment'),
    t('原因', 'Reason'),
  ],
  explanationColumns: [
    t('文件', 'File'),
    t('所在表', 'Sheet'),
    t('行号', 'Row'),
    t('操作', 'Operation'),
    t('实体层级', 'Entity'),
    t('广告活动', 'Campaign'),
    t('广告组', 'Ad group'),
    t('关键词 / 投放对象', 'Keyword / target'),
    t('当前点击', 'Current clicks'),
    t('当前花费', 'Current spend'),
    t('当前订单', 'Current orders'),
    t('当前 CPS', 'Current CPS'),
    t('调整前', 'Before'),
    t('调整后', 'After'),
    t('调整类型', 'Change type'),
    t('原因', 'Reason'),
    t('计算依据', 'Arithmetic'),
    t('规则编号', 'Rule ID'),
    t('数据区间', 'Data window'),
  ],
  consoleTitle: t(
    '不想每天按时段上传文件？按以下步骤一次性设置（亚马逊后台的分时竞价规则只能提高竞价、按整点设置、每个广告活动最多 20 条）：',
    'Rather not upload a file at every period start? Set it up once (Amazon console schedule-based bid rules only raise bids, use whole hours, at most 20 per campaign):',
  ),
  campaignWord: t('广告活动：', 'Campaign: '),
  baseLowered: {
    zh: (p: number) => `基础竞价一次性调整 ${p}%（已写入方案文件）`,
    en: (p: number) => `base bids changed once by ${p}% (in the plan workbook)`,
  },
  ruleColumns: [
    t('规则', 'Rule'),
    t('时段', 'Period'),
    t('站点时间', 'Marketplace time'),
    t('北京时间', 'Beijing time'),
    t('日期', 'Days'),
    t('提高竞价', 'Raise bids by'),
  ],
  everyDay: t('每天', 'every day'),
  archiveIntro: t(
    '以下内容由方案新建，上传后亚马逊才分配编号，撤销文件无法预先写入。如需撤销：重新下载批量表格，找到这些行，把“状态”改为 archived 后上传。',
    'The plan creates these; Amazon gives them IDs only at upload, so the rollback workbook cannot name them. To undo: download a new bulk sheet, find these rows, set State to archived and upload it.',
  ),
  archiveColumns: [
    t('实体层级', 'Entity'),
    t('广告活动', 'Campaign'),
    t('广告组', 'Ad group'),
    t('关键词 / 投放对象', 'Keyword / target'),
  ],
  glossaryColumns: [t('术语', 'Term'), t('含义', 'Meaning')],
} as const;

/** The step-by-step set-up of the console schedule rules, in `language`. */
export function consoleSteps(language: ExplanationLanguage): string[] {
  const steps: LocalizedText[] = [
    t(
      '第 1 步：上传方案文件（一次即可）。它把各广告活动的关键词和投放竞价降到最低时段的水平。',
      'Step 1: upload the plan workbook (once). It lowers the campaigns’ keyword and target bids to the lowest period’s level.',
    ),
    t(
      '第 2 步：在亚马逊广告后台打开“广告活动管理”，点进下表中的广告活动。',
      'Step 2: in the Amazon Ads console open Campaign manager and open the campaign named below.',
    ),
    t(
      '第 3 步：在广告活动的“规则”（或“竞价规则”）中新建规则，类型选择“按时间安排的竞价”（Schedule-based bid rule）。',
      'Step 3: in the campaign’s Rules (or Bid rules) create a rule of the type “Schedule-based bid rule”.',
    ),
    t(
      '第 4 步：按下表每一行建一条规则：选择“每天”，开始和结束时间按“站点时间”一栏填写（后台使用站点时间），竞价提高的百分比按“提高竞价”一栏填写。',
      'Step 4: create one rule per row of the table: choose every day, enter start and end from the “Marketplace time” column (the console uses marketplace time) and the increase from “Raise bids by”.',
    ),
    t(
      '第 5 步：保存后核对规则列表；以后重新生成分时方案时，先删除旧规则再按新表设置。',
      'Step 5: save and check the rule list; when you regenerate the schedule later, delete the old rules before setting the new ones.',
    ),
  ];
  return steps.map((step) => step[language]);
}
