// Content written from the project's own data rather than by hand: the error-code page from the contracts'
// error catalogue (`npm run content:generate` writes it). The update log is written by hand for sellers.
import { CLIENT_CODES, PRODUCT_CODES, errorMessage, type ErrorKey, type Language } from '@adplan/contracts';

const PAGE_TEXT = {
  zh: {
    errorTitle: '错误码说明',
    errorSummary: '页面上出现的产品错误码是什么意思、怎么处理：文件和数据、参数、服务、登录和 ASIN 检查。',
    errorIntro:
      '工具页面上的错误都带有错误码。下面按类别列出每个错误码的含义；处理不了时请到[联系我们](/contact)留言并写上错误码。',
    groups: {
      file: '文件和数据错误（10001–10032）',
      parameter: '参数和诊断错误（20001–20014）',
      service: '服务错误（50005–50022）',
      client: '登录和请求状态（401、409、421）',
      asin: 'ASIN 检查（50006、50007、20002）',
    },
    code: '错误码',
    meaning: '含义和处理',
  },
  en: {
    errorTitle: 'Error codes',
    errorSummary:
      'What each product error code on a page means and what to do: files and data, parameters, services, sign-in and the ASIN check.',
    errorIntro:
      'Every error on a tool page carries a code. Each code is listed below by kind; if you cannot solve it, leave a message on [contact us](/contact) with the code.',
    groups: {
      file: 'File and data errors (10001-10032)',
      parameter: 'Parameter and diagnostic errors (20001-20014)',
      service: 'Service errors (50005-50022)',
      client: 'Sign-in and request statuses (401, 409, 421)',
      asin: 'ASIN check (50006, 50007, 20002)',
    },
    code: 'Code',
    meaning: 'Meaning and what to do',
  },
} as const;

// Catalogue messages carry placeholders ({sheet}, {row}) that a real error fills; the page shows an ellipsis.
function cell(text: string): string {
  return text
    .replace(/\{[A-Za-z]\w*\}/g, '…')
    .replace(/\|/g, '\\|')
    .replace(/\s+/g, ' ')
    .trim();
}

function table(language: Language, rows: Array<[string, string]>): string {
  const text = PAGE_TEXT[language];
  return [
    `| ${text.code} | ${text.meaning} |`,
    '|---|---|',
    ...rows.map(([code, meaning]) => `| ${code} | ${cell(meaning)} |`),
  ].join('\n');
}

function frontMatter(title: string, summary: string): string {
  return `---\ntitle: ${title}\nsummary: ${summary}\n---`;
}

/** The error-code page in `language`, every row taken from the error catalogue. */
export function errorCodesPage(language: Language): string {
  const text = PAGE_TEXT[language];
  const codesBetween = (low: number, high: number) =>
    PRODUCT_CODES.filter((code) => code >= low && code <= high).map((code): [string, string] => [
      String(code),
      errorMessage(code, language),
    ]);
  const asinKeys: Array<[string, ErrorKey]> = [
    ['50006', 'asinCheck.50006'],
    ['50007', 'asinCheck.50007.v1'],
    ['50007 (v3)', 'asinCheck.50007.v3'],
    ['20002', 'asinCheck.20002'],
  ];
  const sections: Array<[string, Array<[string, string]>]> = [
    [text.groups.file, codesBetween(10000, 19999)],
    [text.groups.parameter, codesBetween(20000, 29999)],
    [text.groups.service, codesBetween(50000, 59999)],
    [text.groups.client, CLIENT_CODES.map((code) => [String(code), errorMessage(code, language)])],
    [text.groups.asin, asinKeys.map(([code, key]) => [code, errorMessage(key, language)])],
  ];
  return (
    [
      frontMatter(text.errorTitle, text.errorSummary),
      text.errorIntro,
      ...sections.map(([heading, rows]) => `## ${heading}\n\n${table(language, rows)}`),
    ].join('\n\n') + '\n'
  );
}
