// 授权店铺分时竞价页面（issue 14）。
const schedules = {
  title: '店铺分时竞价',
  intro:
    '按亚马逊广告时区（美国、加拿大均为洛杉矶时间，自动处理夏令时）在每个时段开始时把竞价设为“基础竞价 ×（1 + 调整）”。您手动修改的竞价会成为新的基础竞价；停止规则会恢复基础竞价。规则和执行记录保存 30 天。',
  loadFailed: '加载失败，请稍后重试',
  retry: '重试',
  /** A failure's words with its product code. */
  withCode: '{{words}}（{{code}}）',
  /** Shown where a value is missing. */
  none: '—',
  /** Joins items of a list written as one line. */
  listSeparator: '；',
  /** An instant in the marketplace's ad time and in Beijing time. */
  instant: '站点 {{local}}（北京 {{beijing}}）',
  chart: {
    label: '24 小时分时图：上为站点时间，下为北京时间',
    marketTime: '站点时间',
    beijingTime: '北京时间',
    period: '{{name}} 站点 {{local}} / 北京 {{beijing}} {{adjustment}}',
    range: '{{start}}–{{end}}',
  },
  period: {
    sleep: '睡眠时段',
    morning: '上午时段',
    afternoon: '下午时段',
    rest: '休息时段',
    other: '其他时段',
    base: '基础竞价',
  },
  kind: { period: '时段开始', resume: '恢复', restore: '恢复基础竞价' },
  state: { active: '运行中', paused: '已暂停', stopping: '停止中', stopped: '已停止' },
  result: {
    done: '成功',
    partial: '部分成功',
    failed: '失败',
    skipped: '已跳过',
    pending: '等待执行',
    running: '执行中',
  },
  action: { pause: '暂停', resume: '恢复', stop: '停止' },
  confirm: {
    pause: '暂停后竞价保持当前值，不再按时段调整。确定暂停？',
    resume: '恢复后会立即应用当前时段的竞价。确定恢复？',
    stop: '停止后会把竞价恢复为基础竞价，且无法再启用。确定停止？',
  },
  rules: {
    title: '分时规则',
    campaign: '广告活动',
    state: '状态',
    next: '下次执行',
    last: '最近结果',
    actions: '操作',
    empty: '该店铺还没有分时规则',
  },
  next: {
    title: '接下来的执行时间',
    none: '规则未运行，没有待执行的时段',
    item: '{{at}} {{period}} {{adjustment}}',
  },
  history: {
    time: '时段开始',
    period: '时段',
    bids: '竞价（前 → 后）',
    result: '结果',
    manual: '手动修改，已作为基础竞价',
    change: '{{before}} → {{after}}',
    changeManual: '{{before}} → {{after}}（手动修改，已作为基础竞价）',
    changeSeparator: '，',
    periodCell: '{{kind}} · {{period}} {{adjustment}}',
    noChange: '无变化',
    late: '服务恢复后补执行',
    failed: '错误 {{code}}：{{reason}}',
    empty: '暂无执行记录',
  },
  create: {
    title: '创建分时规则',
    fromHourly: '上传分时报告',
    fromPlan: '使用已生成的分时方案',
    chooseFiles: '选择分时报告（CSV，最多 10 个）',
    orderNum: '方案编号',
    orderNumPlaceholder: '使用记录中的方案编号',
    read: '读取分时规则',
    failed: '读取失败，请检查后重试',
    noCampaigns: '没有可创建规则的广告活动',
    notInShop: '店铺中未找到该广告活动',
    campaignNotInShop: '{{name}}（店铺中未找到该广告活动）',
    start: '为 {{count}} 个广告活动启动分时竞价',
  },
};

export default schedules;
