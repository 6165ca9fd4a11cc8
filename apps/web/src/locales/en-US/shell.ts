import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/shell';

const shell: LocaleOf<typeof zh> = {
  toggleSidebar: 'Expand or collapse the sidebar',
  openSettings: 'Interface settings',
  user: {
    menu: 'User menu',
    personalCenter: 'Personal centre',
    changePassword: 'Change password',
    logout: 'Sign out',
  },
  tabs: {
    actions: 'Tab actions',
    close: 'Close this tab',
    closeOthers: 'Close other tabs',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeAll: 'Close all tabs',
  },
  settings: {
    title: 'Interface settings',
    layout: 'Layout',
    layoutVertical: 'Vertical (side menu)',
    layoutHorizontal: 'Horizontal (top menu)',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    fixedHeader: 'Fixed header',
    tabsBar: 'Show the tab bar',
    collapsed: 'Collapse the sidebar',
    language: 'Language',
    reset: 'Restore defaults',
    savedHint: 'Settings are saved in this browser.',
  },
};

export default shell;
