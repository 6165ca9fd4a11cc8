// The conversation of the assistant page: kept in the browser session (sessionStorage), so it survives
// reloads and tab switches but not closing the browser, and it is never sent anywhere but as the
// `history` of the next question.
import {
  ASSISTANT_LIMITS,
  type AnswerSource,
  type AssistantMode,
  type AssistantTurn,
} from '@adplan/contracts';

/** One question and, once it arrived, its answer (or the reason it failed). */
export interface ConversationEntry {
  id: string;
  question: string;
  mode: AssistantMode;
  answer?: string;
  sources?: AnswerSource[];
  grounded?: boolean;
  generated?: boolean;
  error?: string;
}

export const CONVERSATION_STORAGE_KEY = 'adplan.assistant.conversation';
/** Entries kept in the session; older ones drop off. */
export const MAX_KEPT_ENTRIES = 50;

function isEntry(value: unknown): value is ConversationEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.question === 'string' &&
    (entry.mode === 'normal' || entry.mode === 'extended')
  );
}

/** The stored conversation; anything unreadable counts as none. */
export function readConversation(storage: Pick<Storage, 'getItem'>): ConversationEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONVERSATION_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Stores the conversation (the newest entries when it grew too long). */
export function writeConversation(
  storage: Pick<Storage, 'setItem'>,
  entries: readonly ConversationEntry[],
): void {
  try {
    storage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(entries.slice(-MAX_KEPT_ENTRIES)));
  } catch {
    // A full or disabled storage only loses the history after a reload; the page keeps working.
  }
}

/** The answered turns before a new question, as the call's `history` (latest turns, within the limits). */
export function historyOf(entries: readonly ConversationEntry[]): AssistantTurn[] {
  const turns: AssistantTurn[] = [];
  for (const entry of entries) {
    if (!entry.answer) continue;
    turns.push({ role: 'user', content: entry.question.slice(0, ASSISTANT_LIMITS.historyTurnMaxLength) });
    turns.push({ role: 'assistant', content: entry.answer.slice(0, ASSISTANT_LIMITS.historyTurnMaxLength) });
  }
  return turns.slice(-ASSISTANT_LIMITS.historyMaxTurns);
}
