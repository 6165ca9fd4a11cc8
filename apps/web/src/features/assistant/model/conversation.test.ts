import { describe, expect, it } from 'vitest';
import { ASSISTANT_LIMITS } from '@adplan/contracts';
import {
  CONVERSATION_STORAGE_KEY,
  historyOf,
  readConversation,
  writeConversation,
  type ConversationEntry,
} from './conversation';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const entry = (index: number, answer?: string): ConversationEntry => ({
  id: String(index),
  question: `question ${index}`,
  mode: 'normal',
  ...(answer ? { answer } : {}),
});

describe('assistant conversation', () => {
  it('round-trips through the session storage and ignores what it cannot read', () => {
    const storage = memoryStorage();
    writeConversation(storage, [entry(1, 'a')]);
    expect(readConversation(storage)).toEqual([entry(1, 'a')]);
    storage.setItem(CONVERSATION_STORAGE_KEY, '{not json');
    expect(readConversation(storage)).toEqual([]);
    storage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify([{ id: 1 }, entry(2)]));
    expect(readConversation(storage)).toEqual([entry(2)]);
  });

  it('sends only answered turns, the latest within the limit', () => {
    const entries = Array.from({ length: 8 }, (_value, index) =>
      entry(index, index === 3 ? undefined : `answer ${index}`),
    );
    const history = historyOf(entries);
    expect(history).toHaveLength(ASSISTANT_LIMITS.historyMaxTurns);
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'answer 7' });
    expect(history.some((turn) => turn.content === 'question 3')).toBe(false);
  });
});
