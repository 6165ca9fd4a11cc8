import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/config';
import { errorCodesPage, parseGitLog, updateLogPage } from './content-generators';

describe('generated content', () => {
  it('keeps the committed error-code pages equal to the error catalogue (run npm run content:generate)', async () => {
    for (const language of ['zh', 'en'] as const) {
      const committed = await readFile(join(REPO_ROOT, 'content', language, 'error-codes.md'), 'utf8');
      expect(committed).toBe(errorCodesPage(language));
    }
    expect(errorCodesPage('en')).toMatch(/\| 10013 \| .*states/);
  });

  it('writes the update log newest day first from git log lines', () => {
    const commits = parseGitLog(
      '2026-11-20\tServer: sessions\n2026-11-23\tAssistant: content pages\nnot a line\n',
    );
    const page = updateLogPage(commits, 'en');
    expect(page.indexOf('## 2026-11-23')).toBeLessThan(page.indexOf('## 2026-11-20'));
    expect(page).toContain('- Assistant: content pages');
  });
});
