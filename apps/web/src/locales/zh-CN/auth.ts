// 登录、注册、找回密码页面的文字（路由 /login、/register、/findpassword）。
const auth = {
  brand: {
    subtitle: '为亚马逊卖家生成可直接上传的广告方案',
    features: [
      '关键词、ASIN、自动投放与品牌视频广告',
      '冷启动与优化两种流程，一键生成批量表格',
      '授权店铺后自动上传并分时调价',
    ],
  },
  login: {
    title: '登录',
    tabs: {
      usernamePassword: '账号密码登录',
      phonePassword: '手机号密码登录',
      phoneSms: '验证码登录',
    },
    submit: '登录',
    forgotPassword: '忘记密码？',
    noAccount: '还没有账号？',
    toRegister: '立即注册',
    genericError: '登录接口异常，请稍后刷新重试；如果问题持续，请联系客服',
    shopSessionLostTitle: '店铺尚未绑定：返回时登录已失效',
    shopSessionLost:
      '您已在亚马逊同意授权，但回到本站时找不到登录状态（常见原因：打开控制台的地址与授权返回的地址不同，例如 127.0.0.1 与 localhost）。请登录后重新授权一次，授权请求有效期 10 分钟。',
    greeting: '{{greeting}}，欢迎回来 {{name}}',
    closeFailure: '关闭提示',
  },
  greeting: {
    earlyMorning: '早上好',
    morning: '上午好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  register: {
    title: '注册账号',
    submit: '注册',
    hasAccount: '已有账号？',
    toLogin: '去登录',
    success: '注册成功，欢迎使用广告方案助手',
    successLogin: '注册成功，请使用新账号登录',
    failed: '注册失败，请稍后重试',
  },
  findPassword: {
    title: '找回密码',
    description: '通过注册手机号接收验证码，设置新密码。',
    submit: '重置密码',
    success: '密码已重置，请使用新密码登录',
    failed: '重置密码失败，请稍后重试',
    backToLogin: '返回登录',
  },
  field: {
    userName: '用户名',
    userNamePlaceholder: '请输入用户名',
    userNameHint: '4-20 位中文、字母、数字或下划线，以中文或字母开头',
    phone: '手机号',
    phonePlaceholder: '请输入 11 位手机号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordHint: '6-20 位字母、数字或符号',
    newPassword: '新密码',
    newPasswordPlaceholder: '请输入新密码',
    passwordAgain: '确认密码',
    passwordAgainPlaceholder: '请再次输入密码',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入 6 位验证码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  sms: {
    send: '获取验证码',
    resend: '{{seconds}} 秒后重新获取',
    sent: '验证码已发送，请查收短信',
    failed: '验证码发送失败，请稍后重试',
  },
  agreement: {
    prefix: '我已阅读并同意',
    terms: '《用户服务协议》',
    and: '和',
    privacy: '《隐私政策》',
  },
  footer: {
    serviceHours: '客服时间：周一至周五 08:30–12:00、13:30–18:00（北京时间）',
  },
};

export default auth;
