// Personal centre and the change-password dialog.
const account = {
  changePassword: {
    title: '修改密码',
    current: '当前密码',
    currentPlaceholder: '请输入当前密码',
    new: '新密码',
    newPlaceholder: '请输入新密码',
    confirm: '确认新密码',
    confirmPlaceholder: '请再次输入新密码',
    rule: '6-20 位，可包含字母、数字和符号，不能与当前密码相同',
    submit: '确认修改',
    success: '密码已修改',
    failed: '密码修改失败，请稍后重试',
  },
  profile: {
    title: '个人中心',
    subtitle: '账户信息与安全设置',
    userName: '用户名',
    phone: '手机号',
    balance: '剩余次数',
    balanceValue: '{{count}} 次',
    expiry: '套餐到期',
    noPackage: '无',
    company: '公司名称',
    creditCode: '统一社会信用代码',
    email: '邮箱',
    notFilled: '未填写',
    security: '账户安全',
    passwordHint: '定期修改密码可以保护您的账户和广告数据。',
    changePassword: '修改密码',
    loadFailed: '个人信息加载失败',
  },
};

export default account;
