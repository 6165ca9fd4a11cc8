import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../i18n/messages';
import { accountSuccessMessage, accountSuccessMessages } from './accounts-messages';

describe('accountSuccessMessages', () => {
  it('has the same placeholders in both languages', () => {
    for (const message of Object.values(accountSuccessMessages)) {
      expect(placeholdersOf(message.en)).toEqual(placeholdersOf(message.zh));
    }
  });

  it('fills placeholders', () => {
    expect(accountSuccessMessage('account.smsSent', 'en', { minutes: 5 })).toBe(
      'The verification code has been sent. It is valid for 5 minutes.',
    );
  });
});
