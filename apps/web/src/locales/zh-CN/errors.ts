// 错误页面的文字（路由 /401、/403、/404、/50x）。
const errors = {
  unauthorized: {
    title: '401',
    subtitle: '抱歉，您的账号没有访问该页面或执行该操作的权限。',
    hint: '如需开通权限，请联系客服；也可以重新登录后再试。',
  },
  forbidden: {
    title: '403',
    subtitle: '抱歉，服务器拒绝了这次访问。',
    hint: '可能是登录已失效或页面已过期，请返回首页后重试。',
  },
  notFound: {
    title: '404',
    subtitle: '抱歉，您访问的页面不存在。',
    hint: '请检查网址是否正确，或从首页重新进入。',
  },
  serverError: {
    title: '服务器开小差了',
    subtitle: '抱歉，服务器出现错误，请稍后刷新重试。',
    hint: '如果问题持续存在，请联系客服（周一至周五 08:30–12:00、13:30–18:00）。',
  },
  action: {
    home: '返回首页',
    back: '返回上一页',
    login: '重新登录',
    reload: '刷新页面',
  },
};

export default errors;
