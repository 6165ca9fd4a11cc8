// Turns the passages found for a question into an answer: a short one from the best passage (normal
// mode) or a longer one from several (extended mode without a model). The sentences kept are those
// sharing most terms with the question, in the order the page gives them.
import type { Language } from '@adplan/contracts';
import type { CodeEntry, SearchHit } from './search-index';
import { analyse } from './text-analysis';

/** How many hits an answer may draw on, and how good a hit must be to count. */
export const ANSWER_TUNING = {
  /** Share of the question's terms the best passage must contain, else there is no good answer. */
  minCoverage: 0.34,
  /** A further source must score at least this share of the best score. */
  relatedScoreRatio: 0.45,
  normalSources: 2,
  extendedSources: 4,
  /** Characters of a normal answer, and of each passage's part in an extended one. */
  normalLength: { zh: 220, en: 480 },
  extendedPartLength: { zh: 320, en: 650 },
} as const;

/** The hits worth answering from (best first), or none when the best one does not fit the question. */
export function usableHits(hits: readonly SearchHit[], limit: number): SearchHit[] {
  const best = hits[0];
  if (!best || best.coverage < ANSWER_TUNING.minCoverage) return [];
  const seen = new Set<string>();
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    if (hit !== best && hit.score < best.score * ANSWER_TUNING.relatedScoreRatio) continue;
    if (seen.has(hit.passage.path)) continue;
    seen.add(hit.passage.path);
    kept.push(hit);
    if (kept.length >= limit) break;
  }
  return kept;
}

/** A markdown line as plain reading text: table rows joined by dashes, list markers and emphasis kept. */
function readableLine(line: string): string {
  const trimmed = line.trim();
  if (/^\|?\s*-{3,}/.test(trimmed)) return '';
  if (trimmed.startsWith('|')) {
    const cells = trimmed
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    return cells.length > 0 ? `- ${cells.join(' — ')}` : '';
  }
  if (trimmed.startsWith('![')) return '';
  return trimmed;
}

/** The passage cut into readable units: list items and table rows whole, paragraphs into sentences. */
function units(text: string): string[] {
  const result: string[] = [];
  for (const raw of text.split('\n')) {
    const line = readableLine(raw);
    if (!line) continue;
    if (/^(\d+\.|-|\*|###)/.test(line)) {
      result.push(line);
      continue;
    }
    result.push(
      ...(line.match(/[^。！？!?]+[。！？!?]?|[^.]+(?:\.(?=\s|$)|$)/gu) ?? [line])
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }
  return result;
}

/** The sentences of `text` that answer `question` best, in page order, within `maxLength` characters. */
export function excerpt(text: string, question: string, maxLength: number): string {
  const questionTerms = new Set(analyse(question));
  const all = units(text);
  const scored = all.map((unit, index) => {
    const terms = analyse(unit);
    const shared = terms.filter((term) => questionTerms.has(term)).length;
    // The first sentence of a section usually states the answer; give it a small head start.
    return { index, unit, score: shared + (index === 0 ? 0.5 : 0) };
  });
  const chosen = new Set<number>();
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (length > 0 && length + candidate.unit.length > maxLength) continue;
    chosen.add(candidate.index);
    length += candidate.unit.length;
    if (length >= maxLength) break;
  }
  const joiner = (previous: string, next: string) =>
    /^(\d+\.|-|\*)/.test(next) || /^(\d+\.|-|\*)/.test(previous) ? '\n' : ' ';
  return all
    .filter((_unit, index) => chosen.has(index))
    .reduce(
      (answer, unit) => (answer ? `${answer}${joiner(answer.split('\n').at(-1) ?? '', unit)}${unit}` : unit),
      '',
    )
    .trim();
}

/** The source title of a hit: the page title, and the section heading when it is not the page itself. */
export function sourceTitle(hit: SearchHit): string {
  const { pageTitle, heading } = hit.passage;
  return heading === pageTitle ? pageTitle : `${pageTitle} · ${heading}`;
}

/** A short answer from the best hit. */
export function shortAnswer(hit: SearchHit, question: string, language: Language): string {
  return excerpt(hit.passage.text, question, ANSWER_TUNING.normalLength[language]);
}

/** A longer answer from several hits, each part under its source's title. */
export function longAnswer(hits: readonly SearchHit[], question: string, language: Language): string {
  return hits
    .map((hit, index) => {
      const part = excerpt(hit.passage.text, question, ANSWER_TUNING.extendedPartLength[language]);
      return `**[${index + 1}] ${sourceTitle(hit)}**\n\n${part}`;
    })
    .join('\n\n');
}

const CODE_LABEL: Record<Language, (code: string) => string> = {
  zh: (code) => `错误码 ${code}：`,
  en: (code) => `Code ${code}: `,
};

/** The answer to a question naming error codes: each code's row of the error-codes page, word for word. */
export function codeAnswer(entries: readonly CodeEntry[], language: Language): string {
  const lines = entries.map((entry) => `${CODE_LABEL[language](entry.code)}${entry.meaning}`);
  return lines.length === 1 ? (lines[0] ?? '') : lines.map((line) => `- ${line}`).join('\n');
}
