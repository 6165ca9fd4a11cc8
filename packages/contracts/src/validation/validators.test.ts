import { describe, expect, it } from 'vitest';
import { isValidationMessageKey } from '../i18n/messages';
import {
  VALIDATION_RULES,
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  isAmount,
  isBlank,
  isChineseName,
  isDigitsOnly,
  isEmail,
  isExternalUrl,
  isIdCardNumber,
  isIpv4,
  isLandlineOrServiceNumber,
  isLetters,
  isLowerCaseLetters,
  isMobilePhone,
  isNotPureDigits,
  isPlainName,
  isPort,
  isUnifiedSocialCreditCode,
  isUpperCaseLetters,
  isUrl,
} from './validators';

/** Runs one validator over values that must pass and values that must fail. */
function check(validate: (value: string) => boolean, valid: readonly string[], invalid: readonly string[]) {
  for (const value of valid) expect(validate(value), `expected ${JSON.stringify(value)} to pass`).toBe(true);
  for (const value of invalid)
    expect(validate(value), `expected ${JSON.stringify(value)} to fail`).toBe(false);
}

// Checksums written out again from the standards, independently of the implementation under test.
function gb11643Check(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17.charAt(index)), 0);
  return '10X98765432'.charAt(sum % 11);
}

function gb32100Check(first17: string): string {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += charset.indexOf(first17.charAt(index)) * 3 ** index;
  // The standard's weights are 3^i mod 31; reducing the sum once at the end gives the same remainder.
  return charset.charAt((31 - (sum % 31)) % 31);
}

describe('isExternalUrl', () => {
  it('accepts http, https, mailto and tel links only', () => {
    check(
      isExternalUrl,
      [
        'https://www.amazon.com',
        'http://example.com/a?b=c',
        'mailto:service@example.com',
        'tel:400-800-1234',
        'tel:+8613812345678',
        'HTTPS://EXAMPLE.COM',
      ],
      [
        '',
        '/charge',
        'ftp://example.com',
        'https://',
        'mailto:',
        'mailto:nobody',
        'tel:',
        'tel:call-me',
        'javascript:alert(1)',
        ' https://example.com',
      ],
    );
  });
});

describe('isDigitsOnly', () => {
  it('accepts ASCII digits only', () => {
    check(isDigitsOnly, ['0', '0123', '9876543210'], ['', ' 1', '1.5', '-1', '１２', '12a']);
  });
});

describe('isPlainName', () => {
  it('accepts Chinese characters, letters and digits', () => {
    check(
      isPlainName,
      ['广告方案', 'AdPlan2024', '店铺A1', '䶮'],
      ['', 'Ad Plan', 'ad_plan', '名称!', '名称。', 'emoji😀'],
    );
  });
});

describe('isIpv4', () => {
  it('accepts four parts 0-255 without leading zeros', () => {
    check(
      isIpv4,
      ['0.0.0.0', '127.0.0.1', '192.168.1.254', '255.255.255.255'],
      ['', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', '1.2.3.4 ', 'a.b.c.d'],
    );
  });
});

describe('isUrl', () => {
  it('accepts absolute web addresses with a real host', () => {
    check(
      isUrl,
      [
        'https://m.media-amazon.com/images/I/abc.jpg',
        'http://example.com',
        'https://www.amazon.co.jp/dp/B0ABCDEFGH?th=1#reviews',
        'ftp://files.example.org/a.csv',
        'http://localhost:8080/api',
        'https://192.168.1.1/x',
        'http://例子.中国/path',
      ],
      [
        '',
        'example.com',
        'http:/example.com',
        'http://',
        'http://exa mple.com',
        'https://-bad.com',
        'http://a_b.com',
        'http://example',
        'mailto:a@b.com',
        'http://example.c',
      ],
    );
  });
});

describe('letter validators', () => {
  it('isLowerCaseLetters accepts a-z only', () => {
    check(isLowerCaseLetters, ['abc', 'z'], ['', 'Abc', 'abc1', 'ab c', 'é']);
  });

  it('isUpperCaseLetters accepts A-Z only', () => {
    check(isUpperCaseLetters, ['ABC', 'Z'], ['', 'aBC', 'ABC1', 'AB C']);
  });

  it('isLetters accepts a-z and A-Z only', () => {
    check(isLetters, ['abc', 'ABC', 'AbC'], ['', 'ab1', 'a b', 'ab-c', '字']);
  });
});

describe('isPort', () => {
  it('accepts 0 to 65535', () => {
    check(
      isPort,
      ['0', '1', '80', '8080', '65535'],
      ['', '-1', '65536', '99999', '080', '80.5', ' 80', 'http'],
    );
  });
});

describe('isIdCardNumber', () => {
  it('accepts known valid numbers', () => {
    check(
      isIdCardNumber,
      ['11010519491231002X', '11010519491231002x', '11010119900307803X', '440308199901101512'],
      [],
    );
  });

  it('accepts numbers built from the GB 11643 checksum', () => {
    for (const first17 of [
      '32010620000229123',
      '65010219850101001',
      '81000019991231999',
      '51010320991231000',
    ]) {
      const number = first17 + gb11643Check(first17);
      expect(isIdCardNumber(number), number).toBe(true);
      expect(idCardCheckCharacter(first17)).toBe(gb11643Check(first17));
    }
  });

  it('rejects a wrong check character, wrong shape, unknown province or impossible birth date', () => {
    const withCheck = (first17: string) => first17 + gb11643Check(first17);
    check(
      isIdCardNumber,
      [],
      [
        '',
        '110105194912310021',
        '11010519491231002Y',
        '1101051949123100',
        '110105194912310021X',
        '11010519491231002 ',
        withCheck('99010519491231002'),
        withCheck('00010519491231002'),
        withCheck('11010519491301002'),
        withCheck('11010519490230002'),
        withCheck('11010519000229002'),
        withCheck('11010518991231002'),
        withCheck('11010521000101002'),
        withCheck('11010519490000002'),
      ],
    );
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    check(
      isEmail,
      [
        'seller@example.com',
        'first.last+ads@mail.example.co.uk',
        'a_b-c@qq.com',
        'SERVICE@EXAMPLE.CN',
        '123456@163.com',
      ],
      [
        '',
        'seller',
        'seller@',
        '@example.com',
        'seller@example',
        'se ller@example.com',
        'seller@@example.com',
        '.seller@example.com',
        'sel..ler@example.com',
        'seller.@example.com',
        'seller@-example.com',
        'seller@example..com',
        'seller@localhost',
        `${'a'.repeat(65)}@example.com`,
      ],
    );
  });
});

describe('isChineseName', () => {
  it('accepts 2 to 4 Chinese characters', () => {
    check(
      isChineseName,
      ['张三', '欧阳娜娜', '李小龙', '王䶮'],
      ['', '张', '欧阳娜娜娜', 'Zhang', '张 三', '张3', '张·三'],
    );
  });
});

describe('isBlank', () => {
  it('treats empty, whitespace-only and the text null as blank', () => {
    check(isBlank, ['', ' ', '\t\n', 'null', '  null  '], ['a', ' a ', 'nullable', '0', 'NULL?']);
  });
});

describe('isLandlineOrServiceNumber', () => {
  // Local numbers never start with 0 or 1 (those lead into trunk and service prefixes).
  it('accepts landlines with area code and 400/800 numbers', () => {
    check(
      isLandlineOrServiceNumber,
      [
        '010-62345678',
        '01062345678',
        '0755-2345678',
        '0755 82345678',
        '(021)52345678',
        '021-52345678-123',
        '400-123-4567',
        '4001234567',
        '800 123 4567',
      ],
      [
        '',
        '12345678',
        '13812345678',
        '010-1234567890',
        '010-12345678',
        '010-02345678',
        '000-12345678',
        '500-123-4567',
        '400-12-34567',
        '400123456',
        'tel:010-12345678',
      ],
    );
  });
});

describe('isAmount', () => {
  it('accepts non-negative amounts with at most 2 decimals', () => {
    check(
      isAmount,
      ['0', '1', '699', '19999', '0.5', '0.99', '12.30'],
      ['', '-1', '01', '1.', '.5', '1.234', '1,000', '1e3', ' 1', 'abc'],
    );
  });
});

describe('isNotPureDigits', () => {
  it('accepts values with at least one non-digit', () => {
    check(isNotPureDigits, ['abc', 'a1', '12 ', '店铺1', '1.5'], ['', '0', '123456']);
  });
});

describe('isUnifiedSocialCreditCode', () => {
  it('accepts known valid codes', () => {
    check(
      isUnifiedSocialCreditCode,
      ['91350100M000100Y43', '914403001922038216', '91110108551385082Q', '12100000400000624D'],
      [],
    );
  });

  it('accepts codes built from the GB 32100 checksum', () => {
    for (const first17 of [
      '91440300MA5DC1234',
      '52100000500000400',
      '93310115MA1K3XY0W',
      'Y1110000000000000',
    ]) {
      const code = first17 + gb32100Check(first17);
      expect(isUnifiedSocialCreditCode(code), code).toBe(true);
      expect(creditCodeCheckCharacter(first17)).toBe(gb32100Check(first17));
    }
  });

  it('rejects a wrong check character, lower case, letters outside the charset and wrong length', () => {
    check(
      isUnifiedSocialCreditCode,
      [],
      [
        '',
        '91350100M000100Y44',
        '91350100m000100y43',
        '91350100M000100Y4',
        '91350100M000100Y433',
        '91350100M000I00Y43',
        '9135A100M000100Y43',
        '91350100M000100Y4O',
      ],
    );
  });
});

describe('isMobilePhone', () => {
  it('accepts mainland mobile numbers', () => {
    check(
      isMobilePhone,
      ['13812345678', '19912345678', '15000000000'],
      ['', '12812345678', '1381234567', '138123456789', '23812345678', '+8613812345678', '138 1234 5678'],
    );
  });
});

describe('VALIDATION_RULES', () => {
  it('points every rule at an existing validation message', () => {
    for (const [name, rule] of Object.entries(VALIDATION_RULES)) {
      expect(isValidationMessageKey(rule.messageKey), name).toBe(true);
    }
  });

  it('turns blank into a required check', () => {
    expect(VALIDATION_RULES.notBlank.test('  ')).toBe(false);
    expect(VALIDATION_RULES.notBlank.test('x')).toBe(true);
  });
});
