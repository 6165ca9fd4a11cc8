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
  help: 'Help centre',
  communication: 'Ad Q&A assistant',
  quickStart: 'Quick start',
  manualUnauthorized: 'Manual (uploads)',
  manualAuthorized: 'Manual (linked shop)',
  faq: 'FAQ',
  guideBulkSheetDownload: 'Bulk sheet download',
  guideBulkUpload: 'Bulk upload',
  guideHourlyReport: 'Hourly report',
  guideScheduleRules: 'Schedule rules',
  guideOrganicConversionRate: 'Organic conversion rate',
  guideCampaignId: 'Campaign ID',
  errorCodes: 'Error codes',
  contact: 'Contact us',
  updateLog: 'Update log',
  services: 'Services',
  hostedAdService: 'Hosted ad service',
  courses: 'Courses',
  coaching: 'Coaching',
};

export default routes;
