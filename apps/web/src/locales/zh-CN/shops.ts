// Linking Amazon shops: how to authorise, the result of Amazon's consent page, the shop list.
const shops = {
  marketplace: { US: '美国站', CA: '加拿大站' },
  status: { pending: '准备中', active: '可用', reauthorize: '需重新授权' },
  method: {
    title: '店铺授权',
    intro:
      '通过亚马逊官方的 Login with Amazon 授权 AdPlan 管理您的广告，授权版工具即可自动上传方案、按时段调价并做广告诊断。',
    chooseMarketplace: '选择站点',
    marketplaceHint:
      '美国站和加拿大站使用同一个亚马逊北美账号：授权一次后，该账号下美国站和加拿大站的卖家店铺都会关联。',
    stepsTitle: '授权流程',
    step1: '点击“立即授权”，页面将跳转到亚马逊官方授权页面（AdPlan 看不到您的亚马逊密码）。',
    step2: '用店铺的亚马逊账号登录并点击“允许”。',
    step3: '返回 AdPlan，查看已关联的店铺。',
    rulesTitle: '须知',
    sellerOnly: '仅支持卖家（Seller）账号；供应商（Vendor）和代理账号无法授权。',
    readyAfter: '新授权的店铺需要等待 2 天（亚马逊准备广告数据）后才能用于授权版工具。',
    permissionsTitle: 'AdPlan 会用这份授权做什么',
    permissions:
      '读取广告档案、广告活动和报表；在您确认方案后创建或修改广告活动、广告组、关键词、投放和竞价；执行您设置的分时调价规则。AdPlan 不会访问订单、买家信息或付款方式。',
    revokeTitle: '如何撤销',
    revoke:
      '在“已授权店铺”中解除授权，AdPlan 会立即删除保存的令牌。亚马逊没有提供广告授权的撤销接口，如需在亚马逊侧一并撤销，请登录亚马逊账号，在“登录与安全 › 使用亚马逊账户登录的应用”（amazon.com/ap/adam）中删除 AdPlan。',
    authorizeNow: '立即授权',
    redirecting: '正在跳转到亚马逊…',
    failed: '无法开始授权',
    viewShops: '查看已授权店铺',
  },
  list: {
    title: '已授权店铺',
    authorizeMore: '授权新店铺',
    columns: {
      shopName: '店铺名称',
      marketplace: '站点',
      authorizedAt: '授权时间',
      usableFrom: '可用时间',
      status: '状态',
      actions: '操作',
    },
    beijingTime: '北京时间',
    marketplaceTime: '站点时间 {{time}}',
    empty: '还没有授权店铺',
    emptyHint: '授权后 2 天即可使用授权版工具自动上传方案。',
    unlink: '解除授权',
    unlinkConfirmTitle: '解除“{{shop}}”的授权？',
    unlinkConfirmBody:
      'AdPlan 会删除该店铺的亚马逊令牌，之后无法再自动上传或调价；已生成的方案和历史记录会保留。亚马逊侧的授权请在 amazon.com/ap/adam 中删除 AdPlan。',
    unlinked: '已解除授权',
    reauthorizeHint: '亚马逊授权已失效，请重新授权',
    loadFailed: '无法加载已授权店铺',
  },
  result: {
    working: '正在完成授权…',
    successTitle: '授权成功',
    successSubtitle: '已关联 {{count}} 个店铺，授权后 2 天可用于授权版工具。',
    usableFrom: '{{time}}（北京时间）起可用',
    refusedTitle: '以下账号未关联',
    refusedReason: {
      notSeller: '不是卖家（Seller）账号',
      marketplace: '站点不支持（仅支持美国站和加拿大站）',
    },
    failedTitle: '授权未完成',
    errorCode: '错误代码：{{code}}',
    cancelledTitle: '您在亚马逊页面取消了授权',
    cancelledSubtitle: '没有关联任何店铺。如需使用授权版工具，请重新授权并在亚马逊页面点击“允许”。',
    amazonError: '亚马逊返回了错误（{{error}}），没有关联任何店铺。请重新授权。',
    missingTitle: '没有收到亚马逊的授权结果',
    missingSubtitle: '请从“店铺授权”页面点击“立即授权”开始。',
    tryAgain: '重新授权',
    viewShops: '查看已授权店铺',
  },
};

export default shops;
