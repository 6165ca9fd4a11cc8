// Page titles by route `meta.titleKey` (route table in @adplan/contracts): menu labels, tab labels and the
// document title.
const routes = {
  home: '首页',
  personalCenter: '个人中心',
  login: '登录',
  findPassword: '找回密码',
  register: '注册',
  unauthorized: '无权限',
  forbidden: '禁止访问',
  notFound: '页面不存在',
  serverError: '服务器错误',
  termsOfService: '用户服务协议',
  privacy: '隐私政策',
  thirdPartyServices: '第三方服务',
  toolGroup: '广告工具',
  adsV4Group: '商品推广 v4',
  sbvGroup: '视频广告（SBV）',
  keywordColdStart: '关键词冷启动',
  keywordOptimisation: '关键词优化',
  asinColdStart: 'ASIN 冷启动',
  asinOptimisation: 'ASIN 优化',
  autoColdStart: '自动投放冷启动',
  autoOptimisation: '自动投放优化',
  sbvColdStart: 'SBV 冷启动',
  sbvOptimisation: 'SBV 优化',
  scheduleBidding: '分时竞价',
  uploadCheck: '上传前检查',
  adHistory: '使用记录',
};

export default routes;
