// Words the whole console shares: product title, languages, loading/empty/error states and actions.
const common = {
  appTitle: '广告方案助手',
  language: {
    label: '语言',
    'zh-CN': '中文',
    'en-US': 'English',
  },
  state: {
    loading: '加载中…',
    empty: '暂无数据',
    loadFailed: '加载失败',
    loadFailedHint: '请检查网络后重试；如果问题持续，请联系客服。',
    pageLoadFailed: '页面加载失败',
    pageMissing: '页面组件 {{name}} 不存在',
  },
  action: {
    retry: '重试',
    cancel: '取消',
    confirm: '确定',
    backHome: '返回首页',
    refresh: '刷新',
  },
  shopSelect: {
    placeholder: '选择已授权店铺',
    none: '还没有授权店铺。授权后 2 天即可使用授权版工具。',
    authorizeNow: '立即授权',
    loadFailed: '店铺列表加载失败',
    reauthorize: '需重新授权',
    chooseFirst: '请先在左侧选择一个店铺，再生成方案。',
    waitTitle: '新授权的店铺需等待 {{days}} 天才能生成方案',
    waitShop: '{{name}}（{{market}}）：北京时间 {{beijing}} 起可用（市场时间 {{local}}）',
    usableFrom: '{{date}} 起可用',
  },
  none: '无',
};

export default common;
