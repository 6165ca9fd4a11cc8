import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../i18n/messages';
import { CLIENT_CODES } from '../api/api-errors';
import {
  PRODUCT_CODES,
  errorCatalogue,
  errorMessage,
  isErrorKey,
  isProductCode,
  type ErrorKey,
} from './error-catalogue';

// Spec §8 lists these product codes; written out again here so a code dropped from PRODUCT_CODES fails.
const SPEC_PRODUCT_CODES = [
  10001, 10003, 10005, 10006, 10007, 10008, 10011, 10012, 10013, 10014, 10016, 10017, 10019, 10020, 10021,
  10027, 10028, 10029, 10030, 10031, 10032, 20001, 20004, 20006, 20007, 20008, 20009, 20010, 20011, 20012,
  20013, 20014, 50005, 50011, 50014, 50015, 50016, 50017, 50018, 50019, 50020, 50021, 50022,
];

const NAMED_KEYS: ErrorKey[] = [
  'http.invalidToken',
  'http.network',
  'http.timeout',
  'http.status',
  'http.unknown',
  'asinCheck.50006',
  'asinCheck.50007.v1',
  'asinCheck.50007.v3',
  'asinCheck.20002',
  'billing.insufficientBalance',
  'billing.orderCreateFailed',
  'billing.rechargeRecordsUnavailable',
  'billing.invoiceIssueFailed',
  'plan.infoUnavailable',
  'plan.usageHistoryUnavailable',
  'session.loginApiError',
  'session.verificationFailed',
  'file.invalidKey',
  'file.readError',
  'file.hourlyReportReadError',
  'request.submitFailed',
  'sbv.videoRejected',
  'data.noManualKeyword',
  'data.noAsin',
  'data.noBiddingAdjustment',
  'data.noProductAd',
  'data.noSbv',
  'data.noBrandSearchTermReport',
  'account.invalidCredentials',
  'account.locked',
  'account.lockedSeconds',
  'account.tooManyAttemptsFromNetwork',
  'account.smsTooFrequent',
  'account.smsDailyLimitPhone',
  'account.smsDailyLimitNetwork',
  'account.smsCodeWrong',
  'account.smsCodeExpired',
  'account.smsCodeTooManyAttempts',
  'account.userNameTaken',
  'account.phoneRegistered',
  'account.phoneNotRegistered',
  'account.currentPasswordWrong',
  'server.csrfFailed',
  'server.rateLimited',
  'server.payloadTooLarge',
  'server.unsupportedFileType',
  'server.notFound',
  'server.internal',
  'server.validationFailed',
];

describe('errorCatalogue', () => {
  it.each(Object.entries(errorCatalogue))('%s has zh and en with the same placeholders', (_key, message) => {
    expect(message.zh.trim()).not.toBe('');
    expect(message.en.trim()).not.toBe('');
    expect(/[\u4e00-\u9fff]/.test(message.zh)).toBe(true);
    expect(placeholdersOf(message.zh)).toEqual(placeholdersOf(message.en));
  });

  it('lists exactly the product codes of spec §8, ascending and without duplicates', () => {
    expect([...PRODUCT_CODES]).toEqual(SPEC_PRODUCT_CODES);
  });

  it('has a message for every product code and client code', () => {
    for (const code of [...SPEC_PRODUCT_CODES, ...CLIENT_CODES])
      expect(isErrorKey(code), String(code)).toBe(true);
  });

  it('has every named message of spec §8 and the account and server refusals', () => {
    for (const key of NAMED_KEYS) expect(isErrorKey(key), String(key)).toBe(true);
  });

  it('keeps the invalid-token default and the status message on the same words', () => {
    expect(errorCatalogue['http.invalidToken']).toEqual(errorCatalogue['http.status']);
  });

  it('does not tell whether a user exists when credentials are wrong', () => {
    const { zh, en } = errorCatalogue['account.invalidCredentials'];
    expect(en).not.toMatch(/not (exist|found|registered)/i);
    expect(zh).not.toMatch(/不存在|未注册/);
  });
});

describe('isProductCode', () => {
  it('accepts the product codes only', () => {
    expect(isProductCode(10013)).toBe(true);
    expect(isProductCode(50022)).toBe(true);
    expect(isProductCode(10002)).toBe(false);
    expect(isProductCode(401)).toBe(false);
    expect(isProductCode(50006)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('reads a product code in both languages', () => {
    expect(errorMessage(10013, 'en', { keyword: 'yoga mat' })).toBe(
      'Keyword "yoga mat" has two or more different states in the bulk file. Please give it one state and upload again.',
    );
    expect(errorMessage(10013, 'zh', { keyword: 'yoga mat' })).toContain('“yoga mat”');
  });

  it('fills sheet, row and column of a data-type error', () => {
    expect(errorMessage(10012, 'en', { sheet: 'Sponsored Products Campaigns', row: 12, column: 'Bid' })).toBe(
      'Wrong data type in the table: sheet "Sponsored Products Campaigns", row 12, column "Bid".',
    );
  });

  it('reads named keys and client codes', () => {
    expect(errorMessage('http.status', 'zh', { code: 502 })).toBe('后端接口 502 异常，请稍后重试');
    expect(errorMessage('account.locked', 'en', { minutes: 15 })).toContain('try again in 15 minutes');
    expect(errorMessage('account.smsTooFrequent', 'zh', { seconds: 42 })).toContain('42 秒');
    expect(errorMessage(401, 'en')).toBe('Your session has expired. Please sign in again.');
    expect(errorMessage(421, 'zh')).toContain('超时');
  });

  it('keeps the two readings of 50007 apart', () => {
    expect(errorMessage('asinCheck.50007.v1', 'en')).toContain('only child ASINs');
    expect(errorMessage('asinCheck.50007.v3', 'en')).toContain('network is unstable');
  });

  it('reads an unknown code as the unknown-error message', () => {
    expect(errorMessage(99999, 'en')).toBe(errorCatalogue['http.unknown'].en);
    expect(errorMessage(50019, 'zh')).toBe(errorCatalogue['http.unknown'].zh);
  });
});
