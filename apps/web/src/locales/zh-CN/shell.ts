// The console frame: sidebar, header, user menu, tab bar and interface settings.
const shell = {
  toggleSidebar: '展开/收起侧边栏',
  openSettings: '界面设置',
  user: {
    menu: '用户菜单',
    personalCenter: '个人中心',
    changePassword: '修改密码',
    logout: '退出登录',
  },
  tabs: {
    actions: '标签页操作',
    close: '关闭当前',
    closeOthers: '关闭其他',
    closeLeft: '关闭左侧',
    closeRight: '关闭右侧',
    closeAll: '关闭全部',
  },
  settings: {
    title: '界面设置',
    layout: '布局',
    layoutVertical: '纵向（侧边菜单）',
    layoutHorizontal: '横向（顶部菜单）',
    theme: '主题',
    themeLight: '浅色',
    themeDark: '深色',
    fixedHeader: '固定头部',
    tabsBar: '显示标签栏',
    collapsed: '收起侧边栏',
    language: '语言',
    reset: '恢复默认',
    savedHint: '设置保存在本浏览器中。',
  },
};

export default shell;
