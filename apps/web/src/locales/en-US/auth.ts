import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/auth';

const auth: LocaleOf<typeof zh> = {
  brand: {
    subtitle: 'Advertising plans for Amazon sellers, ready to upload',
    features: [
      'Keyword, ASIN, automatic targeting and Sponsored Brands Video',
      'Cold-start and optimisation flows, one click to a bulk sheet',
      'Automatic upload and schedule bidding for authorised shops',
    ],
  },
  login: {
    title: 'Sign in',
    tabs: {
      usernamePassword: 'User name',
      phonePassword: 'Phone & password',
      phoneSms: 'SMS code',
    },
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    noAccount: 'No account yet?',
    toRegister: 'Register now',
    genericError:
      'The login service failed. Please refresh and try again later, or contact support if it persists.',
    shopSessionLostTitle: 'Shop not linked: you were signed out on the way back',
    shopSessionLost:
      'You approved access on Amazon, but your session was not found when you came back (usually because the console was opened on a different address than the one authorisation returns to, such as 127.0.0.1 and localhost). Sign in and authorise once more; an authorisation request is valid for 10 minutes.',
    greeting: '{{greeting}}, welcome back {{name}}',
    closeFailure: 'Close the message',
  },
  greeting: {
    earlyMorning: 'Good morning',
    morning: 'Good morning',
    noon: 'Good day',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  register: {
    title: 'Create an account',
    submit: 'Register',
    hasAccount: 'Already have an account?',
    toLogin: 'Sign in',
    success: 'Registration complete. Welcome to AdPlan!',
    successLogin: 'Registration complete. Please sign in with your new account.',
    failed: 'Registration failed. Please try again later.',
  },
  findPassword: {
    title: 'Reset your password',
    description: 'Receive a code on your registered phone number and choose a new password.',
    submit: 'Reset password',
    success: 'Your password has been reset. Please sign in with the new password.',
    failed: 'The password could not be reset. Please try again later.',
    backToLogin: 'Back to sign in',
  },
  field: {
    userName: 'User name',
    userNamePlaceholder: 'Enter your user name',
    userNameHint:
      '4-20 Chinese characters, letters, digits or underscores, starting with a character or letter',
    phone: 'Phone number',
    phonePlaceholder: 'Enter your 11-digit mobile number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordHint: '6-20 letters, digits or symbols',
    newPassword: 'New password',
    newPasswordPlaceholder: 'Enter a new password',
    passwordAgain: 'Confirm password',
    passwordAgainPlaceholder: 'Enter the password again',
    smsCode: 'SMS code',
    smsCodePlaceholder: 'Enter the 6-digit code',
    showPassword: 'Show the password',
    hidePassword: 'Hide the password',
  },
  sms: {
    send: 'Get code',
    resend: 'Resend in {{seconds}} s',
    sent: 'The code has been sent. Please check your messages.',
    failed: 'The code could not be sent. Please try again later.',
  },
  agreement: {
    prefix: 'I have read and agree to the',
    terms: 'Terms of Service',
    and: 'and the',
    privacy: 'Privacy Policy',
  },
  footer: {
    serviceHours: 'Support: Monday to Friday 08:30-12:00 and 13:30-18:00 (Beijing time)',
  },
};

export default auth;
