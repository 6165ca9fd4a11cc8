import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('assistant configuration', () => {
  it('has no chat endpoint by default and reads the content folder of the repository', () => {
    const config = loadConfig({});
    expect(config.assistant.llm).toBeUndefined();
    expect(config.assistant.contentDir).toMatch(/content$/);
    expect(config.assistant.questionsPerMinute).toBe(10);
  });

  it('reads an OpenAI-compatible endpoint', () => {
    const config = loadConfig({
      ASSISTANT_LLM_URL: 'https://api.deepseek.com/v1',
      ASSISTANT_LLM_KEY: 'sk-x',
      ASSISTANT_LLM_MODEL: 'deepseek-chat',
      ASSISTANT_LLM_TIMEOUT_MS: '20000',
    });
    expect(config.assistant.llm).toEqual({
      url: 'https://api.deepseek.com/v1',
      key: 'sk-x',
      model: 'deepseek-chat',
      timeoutMs: 20000,
    });
  });

  it('refuses an endpoint without a model, and a URL that is not http(s)', () => {
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'https://api.deepseek.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'ftp://example.com', ASSISTANT_LLM_MODEL: 'm' })).toThrow(
      /ASSISTANT_LLM_URL/,
    );
  });
});
