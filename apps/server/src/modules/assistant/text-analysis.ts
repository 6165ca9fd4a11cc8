// How questions and passages are cut into search terms: Chinese runs segmented by jieba (search mode, so
// "批量上传" also yields "批量" and "上传"), English words lower-cased and Porter-stemmed ("placements" ->
// "placement"), stop words dropped in both. The same function indexes and queries, so both sides agree.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { stemmer } from 'stemmer';
import type { Language } from '@adplan/contracts';

// Loading the dictionary takes a few hundred milliseconds; do it once per process, on first use.
let jieba: Jieba | undefined;
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const ENGLISH_STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my no not of on or ' +
    'our should so that the their them then there these this to was we what when where which who why ' +
    'will with you your yours am been being did doing have has had get gets got need needs want wants ' +
    'any some than too very just also about up down out'
  ).split(' '),
);

const CHINESE_STOP_WORDS = new Set(
  (
    '的 了 吗 呢 吧 啊 是 在 和 与 及 或 我 你 您 他 她 它 我们 你们 这 那 这个 那个 怎么 怎么样 怎样 ' +
    '如何 什么 哪些 哪个 为什么 为何 可以 能 能否 需要 应该 要 会 有 没有 一个 一下 请问 请 就 都 也 ' +
    '还 把 被 让 给 对 从 到 吗？ 么 多少 时候 呀 嘛 得 地 着 过 个'
  ).split(' '),
);

const HAN = /\p{Script=Han}/u;
const TOKEN_RUNS = /[\p{Script=Han}]+|[\p{L}\p{N}][\p{L}\p{N}'_-]*/gu;

/** Whether `text` contains Chinese characters (then the question is answered in Chinese). */
export function containsChinese(text: string): boolean {
  return HAN.test(text);
}

/** The language to answer `question` in: Chinese when it has Chinese characters, English when it has Latin letters, else `fallback`. */
export function questionLanguage(question: string, fallback: Language): Language {
  if (containsChinese(question)) return 'zh';
  return /[A-Za-z]/.test(question) ? 'en' : fallback;
}

function englishTerm(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/^['_-]+|['_-]+$/g, '');
  if (lower.length === 0 || ENGLISH_STOP_WORDS.has(lower)) return undefined;
  // Codes, ids and numbers stay as typed (10031, b0xxxx); words are stemmed.
  return /\d/.test(lower) ? lower : stemmer(lower);
}

/** The search terms of `text` (both scripts handled whatever the page language). */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(TOKEN_RUNS)) {
    const run = match[0];
    if (HAN.test(run)) {
      for (const word of segmenter().cutForSearch(run, true)) {
        if (!CHINESE_STOP_WORDS.has(word)) terms.push(word);
      }
    } else {
      for (const part of run.split(/[-_]/)) {
        const term = englishTerm(part);
        if (term) terms.push(term);
      }
      // Hyphenated words are also kept whole ("dayparting" vs "day-parting" both find each other).
      if (/[-_]/.test(run)) {
        const whole = englishTerm(run.replace(/[-_]/g, ''));
        if (whole) terms.push(whole);
      }
    }
  }
  return terms;
}
