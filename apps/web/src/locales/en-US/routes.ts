import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/routes';

const routes: LocaleOf<typeof zh> = {
  home: 'Home',
  personalCenter: 'Personal centre',
  login: 'Sign in',
  findPassword: 'Find password',
  register: 'Register',
  unauthorized: 'No permission',
  forbidden: 'Forbidden',
  notFound: 'Page not found',
  serverError: 'Server error',
  termsOfService: 'Terms of Service',
  privacy: 'Privacy Policy',
  thirdPartyServices: 'Third-party services',
};

export default routes;
