import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/account';

const account: LocaleOf<typeof zh> = {
  changePassword: {
    title: 'Change password',
    current: 'Current password',
    currentPlaceholder: 'Enter your current password',
    new: 'New password',
    newPlaceholder: 'Enter a new password',
    confirm: 'Confirm new password',
    confirmPlaceholder: 'Enter the new password again',
    rule: '6-20 characters: letters, digits and symbols; different from the current password',
    submit: 'Change password',
    success: 'Your password has been changed',
    failed: 'The password could not be changed. Please try again later.',
  },
  profile: {
    title: 'Personal centre',
    subtitle: 'Account information and security',
    userName: 'User name',
    phone: 'Phone number',
    balance: 'Remaining uses',
    balanceValue: '{{count}} uses',
    expiry: 'Package expires',
    noPackage: 'None',
    company: 'Company name',
    creditCode: 'Unified social credit code',
    email: 'Email',
    notFilled: 'Not provided',
    security: 'Account security',
    money: 'Payments and invoices',
    moneyHint:
      'Your orders, the usage statement (every credit and debit with its reason) and your invoice details are on the recharge page.',
    moneyLink: 'Recharge and orders',
    invoiceLink: 'Request an invoice',
    passwordHint: 'Changing your password regularly protects your account and your ad data.',
    changePassword: 'Change password',
    loadFailed: 'Your profile could not be loaded',
  },
};

export default account;
