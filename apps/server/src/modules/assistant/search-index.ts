// Full-text retrieval over the knowledge base: one MiniSearch (BM25) index per language over the
// passages, searched with the same analysis as it was built with (jieba for Chinese, Porter stems for
// English). Headings weigh most: a FAQ heading is the question a seller asks. A question naming a code of
// the error-codes page (10013, 50007, 401) is an exact lookup: that code's row comes first, whatever BM25
// thinks of a bare number.
import MiniSearch from 'minisearch';
import type { Language } from '@adplan/contracts';
import type { ContentLibrary, Passage } from './content-library';
import { analyse } from './text-analysis';

/** A passage found for a question, with its BM25 score and how much of the question it covers (0-1). */
export interface SearchHit {
  passage: Passage;
  score: number;
  coverage: number;
}

/** One row of the error-codes page: the code as written ("50007 (v3)"), its meaning and the passage holding it. */
export interface CodeEntry {
  code: string;
  meaning: string;
  passage: Passage;
}

/** The slug of the page whose table rows are the code entries. */
const ERROR_CODES_SLUG = 'error-codes';
const CODE_ROW = /^\|\s*(\d{3,5})((?:\s*\([^)|]*\))?)\s*\|\s*(.+?)\s*\|\s*$/;
// A code in a question: 3-5 digits not inside a longer number ("10013", "报错10013", "error 401").
const CODE_IN_QUESTION = /(?<!\d)(\d{3,5})(?!\d)/g;

interface IndexedPassage {
  id: string;
  heading: string;
  title: string;
  text: string;
}

/** The searchable knowledge base. */
export class SearchIndex {
  private readonly indexes = new Map<Language, MiniSearch<IndexedPassage>>();
  private readonly passages = new Map<string, Passage>();
  private readonly passageTerms = new Map<string, Set<string>>();
  /** Per language, each code's rows (50007 has two: the v1 and the v3 check). */
  private readonly codeEntries = new Map<Language, Map<string, CodeEntry[]>>();

  constructor(library: ContentLibrary) {
    for (const passage of library.passages) {
      this.passages.set(passage.id, passage);
      this.passageTerms.set(
        passage.id,
        new Set(analyse(`${passage.pageTitle} ${passage.heading} ${passage.text}`)),
      );
      if (passage.page.slug === ERROR_CODES_SLUG) this.addCodeEntries(passage);
      let index = this.indexes.get(passage.language);
      if (!index) {
        index = new MiniSearch<IndexedPassage>({
          fields: ['heading', 'title', 'text'],
          tokenize: analyse,
          // analyse() already lower-cases, stems and drops stop words.
          processTerm: (term) => term,
        });
        this.indexes.set(passage.language, index);
      }
      index.add({
        id: passage.id,
        heading: passage.heading,
        title: passage.pageTitle,
        text: passage.text,
      });
    }
  }

  private addCodeEntries(passage: Passage): void {
    let entries = this.codeEntries.get(passage.language);
    if (!entries) {
      entries = new Map();
      this.codeEntries.set(passage.language, entries);
    }
    for (const line of passage.text.split('\n')) {
      const row = CODE_ROW.exec(line.trim());
      if (!row?.[1] || !row[3]) continue;
      const code = row[1];
      const entry = { code: `${code}${row[2] ?? ''}`.trim(), meaning: row[3], passage };
      entries.set(code, [...(entries.get(code) ?? []), entry]);
    }
  }

  /** The error-code rows of the codes named in `question`, in the order the question names them. */
  lookupCodes(question: string, language: Language): CodeEntry[] {
    const entries = this.codeEntries.get(language);
    if (!entries) return [];
    const codes = [...new Set([...question.matchAll(CODE_IN_QUESTION)].map((match) => match[1] ?? ''))];
    return codes.flatMap((code) => entries.get(code) ?? []);
  }

  /** Number of passages indexed in `language`. */
  size(language: Language): number {
    return this.indexes.get(language)?.documentCount ?? 0;
  }

  /** Share (0-1) of the terms of `text` that the passage of `hit` contains. */
  coverageOf(hit: SearchHit, text: string): number {
    const terms = this.passageTerms.get(hit.passage.id);
    const wanted = [...new Set(analyse(text))];
    if (!terms || wanted.length === 0) return 0;
    return wanted.filter((term) => terms.has(term)).length / wanted.length;
  }

  /** The best passages for `question` in `language`, best first. */
  search(question: string, language: Language, limit: number): SearchHit[] {
    const index = this.indexes.get(language);
    const queryTerms = [...new Set(analyse(question))];
    if (!index || queryTerms.length === 0) return [];
    const ranked = this.rank(index, queryTerms);
    const codePassages = [...new Set(this.lookupCodes(question, language).map((entry) => entry.passage))];
    if (codePassages.length === 0) return ranked.slice(0, limit);
    // The rows of the codes asked about answer the question whole: they go first, scored above the best.
    const top = (ranked[0]?.score ?? 0) + 1;
    const codeHits = codePassages.map((passage) => ({ passage, score: top, coverage: 1 }));
    const rest = ranked.filter((hit) => !codePassages.includes(hit.passage));
    return [...codeHits, ...rest].slice(0, limit);
  }

  private rank(index: MiniSearch<IndexedPassage>, queryTerms: string[]): SearchHit[] {
    const results = index.search(queryTerms.join(' '), {
      boost: { heading: 3, title: 1.5, text: 1 },
      combineWith: 'OR',
      // Typos in English words (ascos, dayparting); never for Chinese words or codes.
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.15 : false),
    });
    return results.flatMap((result) => {
      const passage = this.passages.get(String(result.id));
      const terms = this.passageTerms.get(String(result.id));
      if (!passage || !terms) return [];
      const covered = queryTerms.filter((term) => terms.has(term)).length;
      return [{ passage, score: result.score, coverage: covered / queryTerms.length }];
    });
  }
}
