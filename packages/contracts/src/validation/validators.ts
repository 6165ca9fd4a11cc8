// The generic validators of spec §5 plus the invoice credit-code and mobile checks, as pure string tests
// shared by the web forms and the server. They never trim: callers decide whether input is trimmed first.
import { PORT_MAX, PORT_MIN } from '../constants';
import type { ValidationMessageKey } from '../i18n/messages';

// CJK Unified Ideographs with Extension A: names use rare characters from Extension A (䶮 and the like)
// that the common `\u4e00-\u9fa5` range misses.
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff';

/** True for a link the console opens outside itself: `http://` or `https://` with a host, `mailto:` or `tel:`. */
export function isExternalUrl(value: string): boolean {
  return /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9\s().-]*)$/i.test(value);
}

/** True for one or more ASCII digits and nothing else. */
export function isDigitsOnly(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** True for a name made only of Chinese characters, ASCII letters and digits (no spaces or symbols). */
export function isPlainName(value: string): boolean {
  return new RegExp(`^[${HAN}A-Za-z0-9]+$`).test(value);
}

/** True for a dotted-decimal IPv4 address, four parts 0-255 without leading zeros (`192.168.0.1`). */
export function isIpv4(value: string): boolean {
  const octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
  return new RegExp(`^${octet}(?:\\.${octet}){3}$`).test(value);
}

function isHostName(host: string): boolean {
  if (host === 'localhost' || isIpv4(host)) return true;
  const labels = host.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    host.length <= 253 &&
    labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label)) &&
    // Punycode top-level domains (xn--...) are letters too once decoded.
    /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(topLevel)
  );
}

/** True for an absolute `http`, `https` or `ftp` web address with a real host name, IPv4 address or localhost. */
export function isUrl(value: string): boolean {
  // The WHATWG parser repairs `http:/host` and strips spaces, so the raw shape is checked before parsing.
  if (!/^(?:https?|ftp):\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return isHostName(url.hostname);
}

/** True for one or more lower-case ASCII letters and nothing else. */
export function isLowerCaseLetters(value: string): boolean {
  return /^[a-z]+$/.test(value);
}

/** True for one or more upper-case ASCII letters and nothing else. */
export function isUpperCaseLetters(value: string): boolean {
  return /^[A-Z]+$/.test(value);
}

/** True for one or more ASCII letters of either case and nothing else. */
export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** True for a whole port number from 0 to 65535 written without leading zeros. */
export function isPort(value: string): boolean {
  if (!/^(?:0|[1-9][0-9]{0,4})$/.test(value)) return false;
  const port = Number(value);
  return port >= PORT_MIN && port <= PORT_MAX;
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARACTERS = '10X98765432';
// Province-level codes of GB/T 2260 (83 is the Taiwan residents' permit series, which shares the format).
const ID_CARD_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);

/** The GB 11643 check character (`0`-`9` or `X`) for the first 17 digits of an ID card number. */
export function idCardCheckCharacter(first17Digits: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += Number(first17Digits[index]) * (ID_CARD_WEIGHTS[index] ?? 0);
  }
  return ID_CARD_CHECK_CHARACTERS[sum % 11] ?? '';
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * True for an 18-character mainland resident ID card number: a known province code, a real birth date in
 * 1900-2099 and a correct GB 11643 check character (`X` or `x` allowed last); birth dates later than today
 * are not rejected, because that would make the check depend on the clock.
 */
export function isIdCardNumber(value: string): boolean {
  if (!/^[0-9]{17}[0-9Xx]$/.test(value)) return false;
  if (!ID_CARD_PROVINCES.has(Number(value.slice(0, 2)))) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (year < 1900 || year > 2099 || !isCalendarDate(year, month, day)) return false;
  return idCardCheckCharacter(value.slice(0, 17)) === value.slice(17).toUpperCase();
}

/**
 * True for an ordinary email address: a dot-atom local part, `@`, and a domain of at least two labels; quoted
 * local parts and IP-literal domains are legal but never seen from sellers, so they are refused.
 */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  return (
    local.length <= 64 &&
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local) &&
    isHostName(domain) &&
    domain !== 'localhost'
  );
}

/** True for a Chinese personal name of 2 to 4 Chinese characters. */
export function isChineseName(value: string): boolean {
  return new RegExp(`^[${HAN}]{2,4}$`).test(value);
}

/** True when a field counts as empty: the empty string, only whitespace, or the text `null` (as old exports write it). */
export function isBlank(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null';
}

/**
 * True for a mainland landline with its area code (`010-12345678`, `0755 1234567`, `(021)12345678`,
 * optional extension `-123`) or a 400/800 service number (`400-123-4567`).
 */
export function isLandlineOrServiceNumber(value: string): boolean {
  const landline = /^(?:0[1-9][0-9]{1,2}[-\s]?|\(0[1-9][0-9]{1,2}\)\s?)[2-9][0-9]{6,7}(?:-[0-9]{1,6})?$/;
  const serviceNumber = /^[48]00[-\s]?[0-9]{3}[-\s]?[0-9]{4}$/;
  return landline.test(value) || serviceNumber.test(value);
}

/** True for a non-negative amount with at most 2 decimal places and no leading zeros (`0`, `12`, `12.5`, `0.99`). */
export function isAmount(value: string): boolean {
  return /^(?:0|[1-9][0-9]*)(?:\.[0-9]{1,2})?$/.test(value);
}

/** True when the value has at least one character that is not an ASCII digit (the empty string is false). */
export function isNotPureDigits(value: string): boolean {
  return value.length > 0 && !isDigitsOnly(value);
}

// GB 32100-2015: the 31 characters a credit code may use (no I, O, S, V, Z), in checksum order.
const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The GB 32100-2015 check character for the first 17 characters of a unified social credit code. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += CREDIT_CODE_CHARACTERS.indexOf(first17[index] ?? '') * (CREDIT_CODE_WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * True for an 18-character unified social credit code (GB 32100-2015): upper-case characters of the code's
 * charset, a 6-digit administrative division in places 3-8, and a correct check character.
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheckCharacter(value.slice(0, 17)) === value.slice(17);
}

/** True for a mainland mobile number: 11 digits, starting with 1 and a second digit from 3 to 9. */
export function isMobilePhone(value: string): boolean {
  return /^1[3-9][0-9]{9}$/.test(value);
}

/** A named string test with the message key a form shows when it fails. */
export interface StringRule {
  test: (value: string) => boolean;
  messageKey: ValidationMessageKey;
}

/** Each validator with the validation message to show when a value fails it, for forms and server checks. */
export const VALIDATION_RULES = {
  externalUrl: { test: isExternalUrl, messageKey: 'validation.externalUrl.invalid' },
  digitsOnly: { test: isDigitsOnly, messageKey: 'validation.digits.invalid' },
  plainName: { test: isPlainName, messageKey: 'validation.name.invalid' },
  ipv4: { test: isIpv4, messageKey: 'validation.ipv4.invalid' },
  url: { test: isUrl, messageKey: 'validation.url.invalid' },
  lowerCaseLetters: { test: isLowerCaseLetters, messageKey: 'validation.lowerCase.invalid' },
  upperCaseLetters: { test: isUpperCaseLetters, messageKey: 'validation.upperCase.invalid' },
  letters: { test: isLetters, messageKey: 'validation.letters.invalid' },
  port: { test: isPort, messageKey: 'validation.port.invalid' },
  idCardNumber: { test: isIdCardNumber, messageKey: 'validation.idCard.invalid' },
  email: { test: isEmail, messageKey: 'validation.email.invalid' },
  chineseName: { test: isChineseName, messageKey: 'validation.chineseName.invalid' },
  notBlank: { test: (value: string) => !isBlank(value), messageKey: 'validation.required' },
  landlineOrServiceNumber: { test: isLandlineOrServiceNumber, messageKey: 'validation.landline.invalid' },
  amount: { test: isAmount, messageKey: 'validation.amount.invalid' },
  notPureDigits: { test: isNotPureDigits, messageKey: 'validation.notPureDigits.invalid' },
  unifiedSocialCreditCode: { test: isUnifiedSocialCreditCode, messageKey: 'validation.creditCode.invalid' },
  mobilePhone: { test: isMobilePhone, messageKey: 'validation.phone.invalid' },
} as const satisfies Record<string, StringRule>;
