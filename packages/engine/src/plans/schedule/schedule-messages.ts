// Every sentence the schedule flow shows a seller, in zh-CN (source of truth) and en-US.
import type { SchedulePeriodName } from '../../model/schedule';
import type { LocalizedText } from '../../model/units';

const PERIOD_NAMES: Record<SchedulePeriodName, LocalizedText> = {
  sleep: { zh: '睡眠', en: 'sleep' },
  morning: { zh: '早上', en: 'morning' },
  afternoon: { zh: '下午', en: 'afternoon' },
  rest: { zh: '休息', en: 'rest' },
  other: { zh: '其他', en: 'other' },
};

const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

/** Messages of the schedule flow, as functions of their figures. */
export const scheduleMessages = {
  periodName: (name: SchedulePeriodName): LocalizedText => PERIOD_NAMES[name],
  adjusted: (rawPercent: number, adjustment: number): LocalizedText => ({
    zh: `该时段平滑后的每次点击销售额比全天 ${signed(rawPercent)}，前后两半日期方向一致，出价调整 ${signed(adjustment)}（按 60% 阻尼、5% 取整、限制在 ±50%）。`,
    en: `Smoothed sales per click in this period is ${signed(rawPercent)} against the whole day and both halves of the dates agree: bid ${signed(adjustment)} (60 % damped, rounded to 5 %, within ±50 %).`,
  }),
  neutral: (rawPercent: number): LocalizedText => ({
    zh: `该时段平滑后的每次点击销售额与全天相差 ${signed(rawPercent)}，阻尼并取整后为 0%，保持原出价。`,
    en: `Smoothed sales per click in this period differs from the whole day by ${signed(rawPercent)}, which damps and rounds to 0 %: bids stay as they are.`,
  }),
  withinNoise: (rawPercent: number, zScore: number): LocalizedText => ({
    zh: `该时段与全天相差 ${signed(rawPercent)}，但按订单量只有 ${Math.abs(zScore)} 个标准误（需至少 2 个），属于随机波动，不调整。`,
    en: `This period differs from the whole day by ${signed(rawPercent)}, but for its order count that is only ${Math.abs(zScore)} standard errors (at least 2 needed): random variation, so no adjustment.`,
  }),
  unstable: (firstHalf: number | undefined, secondHalf: number | undefined): LocalizedText => ({
    zh: `前后两半日期的表现方向不一致（前半 ${firstHalf === undefined ? '无销售' : signed(firstHalf)}，后半 ${secondHalf === undefined ? '无销售' : signed(secondHalf)}），规律不稳定，不调整。`,
    en: `The two halves of the dates do not agree (first half ${firstHalf === undefined ? 'no sales' : signed(firstHalf)}, second half ${secondHalf === undefined ? 'no sales' : signed(secondHalf)}): the pattern is not stable, so no adjustment.`,
  }),
  tooFewDays: (days: number, minDays: number): LocalizedText => ({
    zh: `分时数据只有 ${days} 天，少于 ${minDays} 天，无法区分时段规律与星期差异，不调整。`,
    en: `The hourly data covers only ${days} days, fewer than ${minDays}: hour patterns cannot be told apart from weekday effects, so no adjustment.`,
  }),
  noSales: (): LocalizedText => ({
    zh: '数据范围内该广告活动没有订单，无法比较时段表现，不调整。',
    en: 'The campaign has no orders in the data window, so periods cannot be compared: no adjustment.',
  }),
  merged: (
    first: { name: SchedulePeriodName; reason: LocalizedText },
    second: { name: SchedulePeriodName; reason: LocalizedText },
  ): LocalizedText => ({
    zh: `由「${PERIOD_NAMES[first.name].zh}」和「${PERIOD_NAMES[second.name].zh}」合并（调整相同，少上传一次）。${PERIOD_NAMES[first.name].zh}：${first.reason.zh} ${PERIOD_NAMES[second.name].zh}：${second.reason.zh}`,
    en: `Merged from "${PERIOD_NAMES[first.name].en}" and "${PERIOD_NAMES[second.name].en}" (same adjustment, one upload fewer). ${PERIOD_NAMES[first.name].en}: ${first.reason.en} ${PERIOD_NAMES[second.name].en}: ${second.reason.en}`,
  }),
  droppedIncomplete: (days: number, latest: string): LocalizedText => ({
    zh: `已忽略最近 3 天（${days} 天的数据）的分时数据：转化还在回传，数据不完整。使用的最晚日期为 ${latest}。`,
    en: `Hourly rows of the last 3 days (${days} days of data) were left out: conversions are still arriving. The latest day used is ${latest}.`,
  }),
  droppedTooMany: (days: number, from: string): LocalizedText => ({
    zh: `分时数据超过 14 天，只使用最近 14 天（从 ${from} 起），忽略了更早的 ${days} 天。`,
    en: `The hourly data covers more than 14 days: only the latest 14 (from ${from}) are used, ${days} earlier days were left out.`,
  }),
  stale: (from: string): LocalizedText => ({
    zh: `分时数据从 ${from} 开始，早于 17 天前；建议下载 17 至 3 天前的最新报告，时段规律可能已变化。`,
    en: `The hourly data starts on ${from}, more than 17 days ago; download a fresh report (17 to 3 days back), as the pattern may have changed.`,
  }),
  littleData: (orders: number): LocalizedText => ({
    zh: `数据范围内只有 ${orders} 个订单，时段调整已按数据量收缩，幅度较小。`,
    en: `Only ${orders} orders in the data window: the period adjustments are shrunk toward zero accordingly.`,
  }),
  offsetChange: (date: string, shiftMinutes: number): LocalizedText => ({
    zh: `站点时区将于 ${date} 切换夏令时/冬令时：从那天起，各时段对应的北京时间${shiftMinutes < 0 ? '提前' : '推后'} ${Math.abs(shiftMinutes) / 60} 小时，站点时间不变。`,
    en: `The marketplace's clocks change on ${date}: from that day the Beijing times of every period move ${Math.abs(shiftMinutes) / 60} hour ${shiftMinutes < 0 ? 'earlier' : 'later'}; marketplace times stay the same.`,
  }),
  noBulkSheet: (): LocalizedText => ({
    zh: '未上传批量表格，只生成分时规则记录；上传批量表格可为每个时段生成一份出价表格。亚马逊后台的分时规则只能提高出价，降低出价需用分时表格。',
    en: 'No bulk sheet was given, so only the schedule record was made; upload one to get a bid workbook per period. Amazon console schedule rules can only raise bids; lowering needs the period workbooks.',
  }),
  noChange: (): LocalizedText => ({
    zh: '所有时段的调整都是 0%，不需要分时调价。',
    en: 'Every period has a 0 % adjustment: no schedule change is needed.',
  }),
  baseBidWarning: (): LocalizedText => ({
    zh: '各时段表格写入的是“基础出价 ×（1+调整）”的绝对出价：请在基础出价生效时下载批量表格，期间不要手动改价；改价后请重新生成。',
    en: 'Each period workbook sets absolute bids of base bid × (1 + adjustment): download the bulk sheet while base bids are in effect and do not change bids by hand in between; regenerate after any change.',
  }),
  uploadAt: (
    name: SchedulePeriodName,
    start: string,
    startBeijing: string,
    adjustment: number,
  ): LocalizedText => ({
    zh: `「${PERIOD_NAMES[name].zh}」时段表格：请在站点时间 ${start}（北京时间 ${startBeijing}）上传，出价为基础出价 ${signed(adjustment)}。`,
    en: `"${PERIOD_NAMES[name].en}" period workbook: upload at ${start} marketplace time (${startBeijing} Beijing time); bids are base bids ${signed(adjustment)}.`,
  }),
  periodChangesNothing: (name: SchedulePeriodName, start: string, startBeijing: string): LocalizedText => ({
    zh: `「${PERIOD_NAMES[name].zh}」时段（站点时间 ${start}，北京时间 ${startBeijing}）的出价与上一时段相同，不需要上传表格，因此未生成该时段的表格。`,
    en: `The "${PERIOD_NAMES[name].en}" period (${start} marketplace time, ${startBeijing} Beijing time) keeps the bids of the period before it: nothing to upload, so it has no workbook.`,
  }),
  uploadAtMany: (start: string, startBeijing: string): LocalizedText => ({
    zh: `时段表格：请在站点时间 ${start}（北京时间 ${startBeijing}）上传，各广告活动的出价按各自时段调整。`,
    en: `Period workbook: upload at ${start} marketplace time (${startBeijing} Beijing time); each campaign's bids follow its own period adjustment.`,
  }),
  bidRow: (name: SchedulePeriodName, adjustment: number): LocalizedText => ({
    zh: `「${PERIOD_NAMES[name].zh}」时段：基础出价 ${signed(adjustment)}，并限制在站点出价范围内。`,
    en: `"${PERIOD_NAMES[name].en}" period: base bid ${signed(adjustment)}, kept within the marketplace bid limits.`,
  }),
  missingBaseBid: (label: LocalizedText): LocalizedText => ({
    zh: `「${label.zh}」没有出价，所在广告组也没有默认出价，未写入分时表格。`,
    en: `"${label.en}" has no bid and its ad group has no default bid, so it is not in the period workbooks.`,
  }),
  baseRestore: (): LocalizedText => ({
    zh: '停止分时竞价：恢复为生成分时方案时批量表格中的基础竞价',
    en: 'Stops schedule bidding: restores the base bid of the bulk sheet the schedule was made from',
  }),
  campaignNotInBulk: (name: string): LocalizedText => ({
    zh: `批量表格中找不到广告活动「${name}」，请检查广告活动名称，或下载包含该广告活动的批量表格。`,
    en: `Campaign "${name}" is not in the bulk sheet: check the campaign name, or download a bulk sheet that includes it.`,
  }),
  noBiddableTargets: (name: string): LocalizedText => ({
    zh: `广告活动「${name}」在批量表格中没有已启用的关键词或商品投放，无法生成分时出价表格。`,
    en: `Campaign "${name}" has no enabled keywords or product targets in the bulk sheet, so no period workbooks can be made.`,
  }),
  noHourlyFiles: (): LocalizedText => ({
    zh: '缺少分时报告：请在广告后台“衡量和报告 → 广告报告”中创建“商品推广 → 按小时的广告活动”报告（17 至 3 天前，最多 14 天），下载 CSV 后上传。',
    en: 'Missing hourly report: in the ads console go to Measurement & Reporting → Sponsored ads reports, create a Sponsored Products "Hourly campaign" report (17 to 3 days back, at most 14 days) and upload the CSV.',
  }),
  tooManyHourlyFiles: (count: number, max: number): LocalizedText => ({
    zh: `分时报告最多上传 ${max} 个文件，当前 ${count} 个。`,
    en: `At most ${max} hourly report files can be uploaded; ${count} were given.`,
  }),
  noUsableHourlyRows: (name: string): LocalizedText => ({
    zh: `广告活动「${name}」的分时数据都在最近 3 天内（数据不完整），请下载 17 至 3 天前的分时报告。`,
    en: `All hourly rows of campaign "${name}" fall in the last 3 days (incomplete): download an hourly report for 17 to 3 days back.`,
  }),
  consoleBaseBid: (low: number): LocalizedText => ({
    zh: `一次性把基础出价降到最低时段的水平（${signed(low)}），其他时段由亚马逊后台的分时竞价规则调高。`,
    en: `Base bid lowered once to the lowest period's level (${signed(low)}); Amazon console schedule rules raise it in the other periods.`,
  }),
  /** What the seller does once, with the console rules in short; the steps are in the explanation workbook. */
  consoleSetupNote: (
    campaign: string,
    low: number,
    rules: ReadonlyArray<{ start: string; end: string; raisePercent: number }>,
  ): LocalizedText => {
    const list = (and: string, raise: string) =>
      rules.map((r) => `${r.start}–${r.end} ${raise} ${r.raisePercent}%`).join(and);
    return {
      zh: `广告活动「${campaign}」：上传一次方案表格（基础出价 ${signed(low)}），再在亚马逊后台建 ${rules.length} 条分时竞价规则（每天，站点时间）：${list('；', '提高')}。逐步说明见方案说明文件的「后台分时规则设置」表。`,
      en: `Campaign "${campaign}": upload the plan workbook once (base bids ${signed(low)}), then create ${rules.length} schedule-based bid rules in the Amazon console (every day, marketplace time): ${list('; ', 'raise')}. Step-by-step instructions are on the "Console schedule rules" sheet of the explanation workbook.`,
    };
  },
  consoleNeedsBulk: (): LocalizedText => ({
    zh: '后台规则方式需要先把基础出价一次性降到最低时段，请上传批量表格。',
    en: 'The console-rules set-up lowers base bids once to the lowest period first: please upload a bulk sheet.',
  }),
  emptyHourlyReport: (): LocalizedText => ({
    zh: '分时报告中没有任何数据行：请下载有投放数据的“按小时的广告活动”报告（17 至 3 天前）后重新上传。',
    en: 'The hourly report has no data rows: download an "Hourly campaign" report that covers days with ad activity (17 to 3 days back) and upload it again.',
  }),
  noHourlyActivity: (names: string): LocalizedText => ({
    zh: `广告活动「${names}」在分时报告中没有任何展示或点击，无法计算分时调价。`,
    en: `Campaign "${names}" has no impressions or clicks in the hourly report, so no schedule can be computed.`,
  }),
};
