// `npm run content:generate`: rewrites the generated content pages (error codes from the error catalogue,
// the update log from `git log`) in both languages. Run it after changing the catalogue or before a release.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/config';
import { CONTENT_LANGUAGE_FOLDERS } from './content-library';
import { errorCodesPage, parseGitLog, updateLogPage } from './content-generators';

const contentRoot = join(REPO_ROOT, 'content');
const log = execFileSync('git', ['log', '--no-merges', '--date=short', '--format=%ad%x09%s'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
});
const commits = parseGitLog(log);
for (const [language, folder] of Object.entries(CONTENT_LANGUAGE_FOLDERS) as Array<['zh' | 'en', string]>) {
  await writeFile(join(contentRoot, folder, 'error-codes.md'), errorCodesPage(language));
  await writeFile(join(contentRoot, folder, 'update-log.md'), updateLogPage(commits, language));
}
console.log(`content: error codes and an update log of ${commits.length} commits written`);
