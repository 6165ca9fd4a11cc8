// `npm run content:generate`: rewrites the generated content pages (the error codes from the error
// catalogue) in both languages. Run it after changing the catalogue. The update log is written by hand.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/config';
import { CONTENT_LANGUAGE_FOLDERS } from './content-library';
import { errorCodesPage } from './content-generators';

const contentRoot = join(REPO_ROOT, 'content');
for (const [language, folder] of Object.entries(CONTENT_LANGUAGE_FOLDERS) as Array<['zh' | 'en', string]>) {
  await writeFile(join(contentRoot, folder, 'error-codes.md'), errorCodesPage(language));
}
console.log('content: error codes written');
