// 内容页（操作手册、指南、服务介绍、联系我们）的界面文字；正文在仓库根目录 content/ 的 markdown 里。
const content = {
  contact: {
    openNow: '客服在线，现在留言当天回复',
    closedNow: '现在是非服务时间，留言会在下一个服务时段回复',
    hours: '服务时间：周一至周五（北京时间 GMT+8）',
    formTitle: '给客服留言',
    body: '留言内容',
    bodyPlaceholder: '请写明您的问题、站点、使用的工具，以及页面上出现的错误码',
    contact: '联系方式（选填）',
    contactPlaceholder: '微信号、邮箱或电话，默认用您注册的手机号联系',
    send: '提交留言',
  },
};

export default content;
