// Runs once before the browser tests: they need the built console, and a stale screenshot folder would
// hide which pictures this run produced.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCREENSHOT_DIR, WEB_DIST_DIR } from './repo-paths';

export default function setup(): void {
  if (!existsSync(resolve(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST_DIR}/index.html is missing): run \`npm run build\` first.`,
    );
  }
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
}
