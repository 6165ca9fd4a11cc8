import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/config';
import { errorCodesPage } from './content-generators';

describe('generated content', () => {
  it('keeps the committed error-code pages equal to the error catalogue (run npm run content:generate)', async () => {
    for (const language of ['zh', 'en'] as const) {
      const committed = await readFile(join(REPO_ROOT, 'content', language, 'error-codes.md'), 'utf8');
      expect(committed).toBe(errorCodesPage(language));
    }
    expect(errorCodesPage('en')).toMatch(/\| 10013 \| .*states/);
  });

  it('keeps the update log for sellers: the same days in both languages, Chinese words in the zh page', async () => {
    const page = async (language: 'zh' | 'en') =>
      readFile(join(REPO_ROOT, 'content', language, 'update-log.md'), 'utf8');
    const [zh, en] = await Promise.all([page('zh'), page('en')]);
    const days = (text: string) => text.match(/^## .+$/gm) ?? [];
    expect(days(zh).length).toBeGreaterThan(0);
    expect(days(zh)).toEqual(days(en));
    const bullets = (text: string) => text.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets(zh).length).toBe(bullets(en).length);
    // Every note of the zh page is written in Chinese, never a developer's English commit message.
    for (const line of bullets(zh)) expect(line, line).toMatch(/[\u4e00-\u9fa5]/);
    expect(en).not.toMatch(/\b(README|browser test|typecheck|eslint|ADR|refactor)\b/i);
  });
});
