// Full-text retrieval over the knowledge base: one MiniSearch (BM25) index per language over the
// passages, searched with the same analysis as it was built with (jieba for Chinese, Porter stems for
// English). Headings weigh most: a FAQ heading is the question a seller asks.
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

  constructor(library: ContentLibrary) {
    for (const passage of library.passages) {
      this.passages.set(passage.id, passage);
      this.passageTerms.set(
        passage.id,
        new Set(analyse(`${passage.pageTitle} ${passage.heading} ${passage.text}`)),
      );
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
    const results = index.search(queryTerms.join(' '), {
      boost: { heading: 3, title: 1.5, text: 1 },
      combineWith: 'OR',
      // Typos in English words (ascos, dayparting); never for Chinese words or codes.
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.15 : false),
    });
    return results.slice(0, limit).flatMap((result) => {
      const passage = this.passages.get(String(result.id));
      const terms = this.passageTerms.get(String(result.id));
      if (!passage || !terms) return [];
      const covered = queryTerms.filter((term) => terms.has(term)).length;
      return [{ passage, score: result.score, coverage: covered / queryTerms.length }];
    });
  }
}
