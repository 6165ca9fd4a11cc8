import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/common';

const common: LocaleOf<typeof zh> = {
  appTitle: 'AdPlan',
  language: {
    label: 'Language',
    'zh-CN': '中文',
    'en-US': 'English',
  },
  state: {
    loading: 'Loading…',
    empty: 'No data',
    loadFailed: 'Loading failed',
    loadFailedHint: 'Check your network and try again; if the problem persists, contact support.',
    pageLoadFailed: 'The page could not be loaded',
    pageMissing: 'The page component {{name}} does not exist',
  },
  action: {
    retry: 'Retry',
    cancel: 'Cancel',
    confirm: 'OK',
    backHome: 'Back to home',
    refresh: 'Refresh',
  },
  none: 'None',
};

export default common;
