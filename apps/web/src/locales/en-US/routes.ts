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
  charge: 'Recharge and orders',
  pricing: 'Pricing',
  purchase: 'Buy a package',
  transactionDetails: 'Transaction details',
  invoice: 'Invoices',
  operatorDesk: "Operator's desk",
};

export default routes;
