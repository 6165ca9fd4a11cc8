import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/accounts-constants';
import {
  interpolate,
  isValidationMessageKey,
  languageFromAcceptLanguage,
  placeholdersOf,
  translate,
  validationMessages,
} from './messages';

describe('validationMessages', () => {
  const entries = Object.entries(validationMessages);

  it.each(entries)('%s has zh and en with the same placeholders', (_key, message) => {
    expect(message.zh.trim()).not.toBe('');
    expect(message.en.trim()).not.toBe('');
    expect(placeholdersOf(message.zh)).toEqual(placeholdersOf(message.en));
  });

  it('has every message key the account calls use', () => {
    const source = readFileSync(new URL('../accounts/accounts-calls.ts', import.meta.url), 'utf8');
    const used = [
      ...new Set(Array.from(source.matchAll(/'(validation\.[A-Za-z.]+)'/g), (match) => match[1])),
    ];
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(isValidationMessageKey(key ?? ''), key).toBe(true);
  });

  it('asks for a password of the configured length', () => {
    const { zh, en } = validationMessages['validation.password.length'];
    expect(zh).toContain(`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}`);
    expect(en).toContain(`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} character`);
  });

  it('keeps the Chinese message in Chinese', () => {
    for (const [key, message] of entries) expect(/[\u4e00-\u9fff]/.test(message.zh), key).toBe(true);
  });
});

describe('interpolate and placeholdersOf', () => {
  it('fills every occurrence of a placeholder, numbers included', () => {
    expect(interpolate('{a} and {a}, {b}', { a: 'x', b: 2 })).toBe('x and x, 2');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('row {row} of {sheet}', { row: 3 })).toBe('row 3 of {sheet}');
    expect(interpolate('row {row}')).toBe('row {row}');
  });

  it('ignores inherited properties of the params object', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('lists distinct placeholder names in order', () => {
    expect(placeholdersOf('{sheet} {row} {sheet}')).toEqual(['row', 'sheet']);
    expect(placeholdersOf('YYYY-MM-DD has none')).toEqual([]);
  });
});

describe('translate', () => {
  it('returns the message in the requested language', () => {
    expect(translate('validation.phone.required', 'zh')).toBe('请输入手机号');
    expect(translate('validation.phone.required', 'en')).toBe('Please enter your phone number.');
  });

  it('interpolates params', () => {
    expect(translate('validation.dailyBudget.low', 'en', { minimum: '$50' })).toContain('below $50.');
    expect(translate('validation.organicConversionRate.confirm', 'zh', { percent: 12.5 })).toContain('12.5%');
  });

  it('returns an unknown key as is', () => {
    expect(translate('validation.nothing.here', 'zh')).toBe('validation.nothing.here');
    expect(translate('toString', 'en')).toBe('toString');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN;q=0.5,en-GB;q=0.7', 'en'],
    ['EN-us', 'en'],
    ['zh-TW,en;q=0.8', 'zh'],
    ['fr-FR,fr;q=0.9', 'zh'],
    ['fr-FR,en;q=0.5', 'en'],
    ['en;q=0,zh;q=0.1', 'zh'],
    ['en;q=0', 'zh'],
    ['en, zh', 'en'],
    ['zh, en', 'zh'],
    ['en;q=abc,zh;q=0.2', 'zh'],
    ['en;q=1.5', 'zh'],
    ['*', 'zh'],
    [' en-US ; q=0.9 , zh ; q=0.8 ', 'en'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
