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
  charge: '充值与订单',
  pricing: '价格与套餐',
  purchase: '购买套餐',
  transactionDetails: '交易详情',
  invoice: '申请发票',
  operatorDesk: '运营工作台',
};

export default routes;
