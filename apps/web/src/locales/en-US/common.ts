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
  shopSelect: {
    placeholder: 'Choose a linked shop',
    none: 'No shop is linked yet. Linked-shop tools can use a shop 2 days after it is authorised.',
    authorizeNow: 'Authorize now',
    loadFailed: 'The shop list could not be loaded',
    reauthorize: 'Authorise again',
    chooseFirst: 'Choose a shop in the form first, then generate.',
    waitTitle: 'A newly linked shop can be used for plans {{days}} days after it is authorised',
    waitShop: '{{name}} ({{market}}): usable from {{beijing}} Beijing time ({{local}} marketplace time)',
    usableFrom: 'Usable from {{date}}',
  },
  none: 'None',
};

export default common;
