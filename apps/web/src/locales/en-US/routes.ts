import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/routes';

const routes: LocaleOf<typeof zh> = {
  home: 'Home',
  personalCenter: 'Personal centre',
  login: 'Log in',
  findPassword: 'Find password',
  register: 'Register',
  unauthorized: 'No permission',
  forbidden: 'Forbidden',
  notFound: 'Page not found',
  serverError: 'Server error',
  termsOfService: 'Terms of Service',
  privacy: 'Privacy Policy',
  thirdPartyServices: 'Third-party services',
  toolGroup: 'Tools',
  adsV4Group: 'Sponsored Products v4',
  sbvGroup: 'SB video',
  keywordColdStart: 'Keyword cold start',
  keywordOptimisation: 'Keyword optimisation',
  asinColdStart: 'ASIN cold start',
  asinOptimisation: 'ASIN optimisation',
  autoColdStart: 'Auto targeting cold start',
  autoOptimisation: 'Auto targeting optimisation',
  sbvColdStart: 'SBV cold start',
  sbvOptimisation: 'SBV optimisation',
  scheduleBidding: 'Schedule bidding',
  uploadCheck: 'Pre-upload check',
  adHistory: 'Usage records',
};

export default routes;
