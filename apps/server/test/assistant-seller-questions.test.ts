// The assistant's evaluation on the seller question set (issue 23): in each language at least 90% of the
// questions must be answered in normal mode with an answering entry among the first three passages, and
// every product code of spec §8 must resolve to its own row of the error-codes page. The top-1 / top-3
// figures are printed (docs/architecture.md quotes them).
import { join } from 'node:path';
import { PRODUCT_CODES, type Language } from '@adplan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/config';
import { codeAnswer, usableHits } from '../src/modules/assistant/answer-composer';
import { loadContentLibrary, type ContentLibrary } from '../src/modules/assistant/content-library';
import { SearchIndex, type SearchHit } from '../src/modules/assistant/search-index';
import {
  EN_SELLER_QUESTIONS,
  ZH_SELLER_QUESTIONS,
  type SellerQuestion,
} from './fixtures/assistant-seller-questions';

let library: ContentLibrary;
let index: SearchIndex;

beforeAll(async () => {
  library = await loadContentLibrary(join(REPO_ROOT, 'content'));
  index = new SearchIndex(library);
});

/** Whether `hit` is the entry `<path>` or `<path>#<heading>`. */
function isEntry(hit: SearchHit, entry: string): boolean {
  const [path, heading] = entry.split('#');
  return hit.passage.page.path === path && (heading === undefined || hit.passage.heading === heading);
}

function evaluate(questions: readonly SellerQuestion[], language: Language) {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const held of questions) {
    const hits = index.search(held.question, language, 8);
    // Normal mode answers only when the best passage fits the question well enough.
    const answered = usableHits(hits, 3).length > 0;
    const first3 = hits.slice(0, 3);
    const rank = first3.findIndex((hit) => held.answeredBy.some((entry) => isEntry(hit, entry)));
    if (answered && rank === 0) top1 += 1;
    if (answered && rank >= 0) top3 += 1;
    else {
      const found = first3.map((hit) => `${hit.passage.page.path}#${hit.passage.heading}`).join(' | ');
      misses.push(`${held.question} -> ${answered ? found : '(no answer)'}`);
    }
  }
  const total = questions.length;
  console.log(
    `seller questions ${language}: ${total}, top-1 ${(top1 / total).toFixed(3)}, top-3 ${(top3 / total).toFixed(3)}` +
      (misses.length > 0 ? `\n  missed:\n    ${misses.join('\n    ')}` : ''),
  );
  return { top1: top1 / total, top3: top3 / total };
}

describe('assistant seller questions', () => {
  it('holds at least 150 questions, at least 70 in each language', () => {
    expect(ZH_SELLER_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    expect(EN_SELLER_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    expect(ZH_SELLER_QUESTIONS.length + EN_SELLER_QUESTIONS.length).toBeGreaterThanOrEqual(150);
  });

  it('names only entries that exist in the knowledge base', () => {
    for (const [language, questions] of [
      ['zh', ZH_SELLER_QUESTIONS],
      ['en', EN_SELLER_QUESTIONS],
    ] as const) {
      const passages = library.passages.filter((passage) => passage.language === language);
      for (const held of questions) {
        expect(held.answeredBy.length, held.question).toBeGreaterThan(0);
        for (const entry of held.answeredBy) {
          const exists = passages.some((passage) => isEntry({ passage, score: 0, coverage: 0 }, entry));
          expect(exists, `${language} ${entry}`).toBe(true);
        }
      }
    }
  });

  it('answers at least 90% of the Chinese questions with an answering entry in the top 3', () => {
    expect(evaluate(ZH_SELLER_QUESTIONS, 'zh').top3).toBeGreaterThanOrEqual(0.9);
  });

  it('answers at least 90% of the English questions with an answering entry in the top 3', () => {
    expect(evaluate(EN_SELLER_QUESTIONS, 'en').top3).toBeGreaterThanOrEqual(0.9);
  });

  it('resolves every product code to its own row of the error-codes page, alone or in a sentence', () => {
    for (const language of ['zh', 'en'] as const) {
      for (const code of PRODUCT_CODES) {
        for (const question of [`${code}`, language === 'zh' ? `报错${code}怎么办` : `error ${code}?`]) {
          const entries = index.lookupCodes(question, language);
          expect(
            entries.map((entry) => entry.code),
            `${language} ${question}`,
          ).toEqual([`${code}`]);
          const [best] = index.search(question, language, 3);
          expect(best?.passage.page.slug).toBe('error-codes');
          expect(best?.passage.text).toContain(`| ${code} |`);
          expect(codeAnswer(entries, language)).toContain(entries[0]?.meaning);
        }
      }
    }
  });

  it('answers 10013 in zh with its own meaning, not the text around it', () => {
    const entries = index.lookupCodes('10013', 'zh');
    expect(codeAnswer(entries, 'zh')).toBe(
      '错误码 10013：批量表格中关键词“…”存在两种或以上不同的状态，请统一状态后重新上传',
    );
  });
});
