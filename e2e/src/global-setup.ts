// Runs once around the browser tests, in Vitest's main process. Before: the tests need the built console,
// a stale screenshot folder would hide which pictures this run produced, and every server of the run gets
// its data directory in one run folder. After: any server still running in that folder is stopped (the
// workers' shared servers live as long as their worker and are stopped here) and the folder is removed.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { FILES_WITH_OWN_SERVER } from './own-server-files';
import { E2E_TESTS_DIR, SCREENSHOT_DIR, WEB_DIST_DIR } from './repo-paths';
import { SERVER_PID_FILE } from './test-server';

const STOP_TIMEOUT_MS = 10_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's servers keep their data directories in. */
    e2eRunDir: string;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process `pid` (SIGTERM, then SIGKILL if it is still there after the timeout). */
async function stopProcess(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** The process ids of the servers whose data directories are in `runDir`. */
function serverPids(runDir: string): number[] {
  return readdirSync(runDir).flatMap((entry) => {
    const pidFile = join(runDir, entry, SERVER_PID_FILE);
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : NaN;
    return Number.isInteger(pid) && pid > 0 ? [pid] : [];
  });
}

export default function setup(project: TestProject): () => Promise<void> {
  if (!existsSync(resolve(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST_DIR}/index.html is missing): run \`npm run build\` first.`,
    );
  }
  // A renamed file would silently lose its own server and share one.
  for (const file of Object.keys(FILES_WITH_OWN_SERVER)) {
    if (!existsSync(resolve(E2E_TESTS_DIR, file))) {
      throw new Error(`own-server-files.ts names ${file}, which is not in ${E2E_TESTS_DIR}.`);
    }
  }
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'adplan-e2e-run-'));
  project.provide('e2eRunDir', runDir);

  return async () => {
    await Promise.all(serverPids(runDir).map(stopProcess));
    rmSync(runDir, { recursive: true, force: true });
  };
}
