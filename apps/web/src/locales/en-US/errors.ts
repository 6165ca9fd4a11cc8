import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/errors';

const errors: LocaleOf<typeof zh> = {
  unauthorized: {
    title: '401',
    subtitle: 'Sorry, your account does not have permission to open this page or do this.',
    hint: 'To get the permission, contact support, or sign in again and retry.',
  },
  forbidden: {
    title: '403',
    subtitle: 'Sorry, the server refused this request.',
    hint: 'Your session or the page may have expired. Go back to the home page and try again.',
  },
  notFound: {
    title: '404',
    subtitle: 'Sorry, the page you are looking for does not exist.',
    hint: 'Check the address, or start again from the home page.',
  },
  serverError: {
    title: 'Something went wrong on our side',
    subtitle: 'Sorry, the server ran into an error. Please refresh and try again later.',
    hint: 'If the problem persists, contact support (Monday to Friday 08:30-12:00 and 13:30-18:00, Beijing time).',
  },
  action: {
    home: 'Back to home',
    back: 'Go back',
    login: 'Sign in again',
    reload: 'Reload the page',
  },
};

export default errors;
