// Home page: the user's package, service hours and an introduction to the tools for first-time sellers.
const home = {
  greeting: '{{name}}，欢迎回来',
  greetingNew: '{{name}}，欢迎使用广告方案助手',
  numbers: {
    title: '你的广告数据',
    period: '数据周期 {{start}} 至 {{end}}',
    periodUnknown: '数据周期未知',
    spend: '花费',
    sales: '销售额',
    orders: '订单',
    open: '查看账户概览',
    none: '还没有账户数据：上传批量文件生成一次方案，或对已授权店铺做一次广告诊断后，这里会显示花费、销售额、订单、ACOS 和 CPC。',
  },
  intro:
    '广告方案助手根据你的商品和亚马逊广告数据生成投放方案表格，可以直接通过批量操作上传，或在授权店铺后自动上传。',
  account: {
    title: '我的套餐',
    balance: '剩余次数',
    balanceUnit: '次',
    expiry: '套餐到期',
    none: '无',
    expired: '已过期',
    perPlan: '每生成一份方案消耗 1 次，生成失败不扣次数。',
    noUses: '剩余次数为 0：购买套餐后即可生成方案。',
    buyPackage: '查看套餐',
    refreshFailed: '套餐信息未能刷新，显示的是登录时的数据。',
    personalCenter: '个人中心',
  },
  service: {
    title: '客服时间',
    days: '周一至周五（北京时间 GMT+8）',
    open: '客服在线',
    closed: '非客服时间',
    openHint: '现在联系客服，可以尽快得到回复。',
    closedHint: '现在不在客服时间，留言会在下一个工作时段回复。',
    contactLink: '去留言',
    assistantLink: '问问广告问答助手',
  },
  families: {
    title: '两类工具，怎么选？',
    markets: '支持站点：{{markets}}',
    withoutAuth: {
      title: '无需店铺授权',
      tag: '上传表格',
      body: '从亚马逊广告后台下载批量操作表格（Bulk Operations）和相关报告，上传到工具，得到一份广告方案表格，检查后再通过批量操作上传回亚马逊。',
      fit: '适合暂时不想授权店铺、或希望逐条检查方案后再上传的卖家。',
    },
    withAuth: {
      title: '店铺授权',
      tag: '推荐',
      body: '授权亚马逊广告账户后，工具直接读取广告数据，方案可以自动上传到广告后台，并按时段自动调整竞价（分时竞价），还可以做广告诊断。',
      sellerOnly: '仅支持卖家（Seller）账户，不支持供应商（Vendor）账户；可以授权多个店铺。',
      waiting: '新授权的店铺需要 2 天准备数据后才能使用。',
      diagnostics: '广告诊断只覆盖由本工具创建或优化过的广告活动。',
    },
  },
  adTypes: {
    coldStartLink: '冷启动工具',
    optimisationLink: '优化工具',
    title: '支持的广告类型',
    keyword: {
      family: '商品推广',
      title: '关键词投放',
      body: '围绕你的主要搜索词建立广泛匹配和精准匹配广告组，设置出价和预算。适合已经清楚买家会搜什么词的商品。',
    },
    asin: {
      family: '商品推广',
      title: 'ASIN 定向',
      body: '把广告展示在竞品或相关商品的详情页上。请填写子 ASIN（不是父 ASIN）；新品需要选一个表现较强的竞品 ASIN。',
    },
    auto: {
      family: '商品推广',
      title: '自动投放',
      body: '由亚马逊根据商品信息自动匹配搜索词和商品，适合新品发现流量词，工具会给出分组、出价和预算建议。',
    },
    sbv: {
      family: '品牌推广',
      title: '视频广告（SBV）',
      body: '在搜索结果中展示商品视频，需要品牌实体 ID 和已通过亚马逊审核的视频素材。',
    },
  },
  stages: {
    scheduleLink: '分时竞价',
    uploadCheckLink: '上传前检查',
    historyLink: '使用记录',
    title: '冷启动还是优化？',
    coldStart: {
      title: '冷启动',
      body: '用于新建广告，或还没有足够广告数据的商品：根据日预算、自然转化率和目标单次成交成本，搭建广告结构并给出初始出价。',
    },
    optimisation: {
      title: '优化',
      body: '用于已经投放一段时间的广告：上传近期的批量表格和报告，工具分析每个关键词、商品和广告位的表现，给出调价、否定和预算建议。点击量超过 {{clicks}} 次后，建议改用优化工具。',
    },
  },
  steps: {
    title: '第一次使用',
    account: '确认套餐：每生成一份方案需要 1 次剩余次数。',
    choose:
      '选择工具：已授权店铺的用授权版工具，没有授权的用上传表格版工具；再按广告类型和阶段（冷启动或优化）选择。',
    prepare: '准备数据：按页面提示从亚马逊广告后台下载批量表格或报告，填写站点、日预算等参数。',
    generate:
      '生成方案：99% 的方案在 {{seconds}} 秒内生成。下载表格，通过亚马逊批量操作上传；授权版可直接自动上传。',
    history: '方案和分时竞价策略保留 {{days}} 天，期间可以再次下载。',
  },
};

export default home;
