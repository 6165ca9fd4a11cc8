// Retrieval quality on the held-out questions: the page that answers each question must be among the
// first three passages found (asserted floor 0.85), and the top-1 / top-3 hit rates are printed.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/config';
import { loadContentLibrary } from '../src/modules/assistant/content-library';
import { SearchIndex } from '../src/modules/assistant/search-index';
import { questionLanguage } from '../src/modules/assistant/text-analysis';
import { HELD_QUESTIONS } from './fixtures/assistant-held-questions';

let index: SearchIndex;

beforeAll(async () => {
  index = new SearchIndex(await loadContentLibrary(join(REPO_ROOT, 'content')));
});

const pagePath = (path: string) => path.split('?')[0];

describe('retrieval quality', () => {
  it('holds at least 60 questions in both languages', () => {
    expect(HELD_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const chinese = HELD_QUESTIONS.filter((held) => questionLanguage(held.question, 'en') === 'zh');
    expect(chinese.length).toBeGreaterThanOrEqual(25);
    expect(HELD_QUESTIONS.length - chinese.length).toBeGreaterThanOrEqual(25);
  });

  it('finds the expected page in the top 3 for at least 85% of the held questions', () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const held of HELD_QUESTIONS) {
      const language = questionLanguage(held.question, 'zh');
      const pages = index.search(held.question, language, 3).map((hit) => pagePath(hit.passage.path));
      if (pages[0] === held.expectedPath) top1 += 1;
      if (pages.includes(held.expectedPath)) top3 += 1;
      else misses.push(`${held.question} -> ${pages.join(', ')} (expected ${held.expectedPath})`);
    }
    const total = HELD_QUESTIONS.length;
    console.log(
      `retrieval: ${total} held questions, top-1 ${(top1 / total).toFixed(3)}, top-3 ${(top3 / total).toFixed(3)}` +
        (misses.length > 0 ? `\nmissed:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(top3 / total).toBeGreaterThanOrEqual(0.85);
  });
});
