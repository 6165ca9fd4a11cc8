// The process start: a data directory the server cannot create or write ends the start at once with a
// one-sentence reason and a non-zero exit (it used to hang in Node's recursive mkdir under /proc).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A start that has not ended by then is the hang this guards against. */
const START_LIMIT_MS = 45_000;

/** Starts the server with `env`; answers its exit code and stderr, or `hung` when it is still running. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string } | 'hung'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'error',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('hung');
    }, START_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

it(
  'fails fast, with the reason, when the data directory cannot be created',
  async () => {
    const dataDir = '/proc/adplan-start-check/data';
    const outcome = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(outcome).not.toBe('hung');
    if (outcome === 'hung') return;
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`The data directory ${dataDir} cannot be created`);
    expect(outcome.stderr).toContain('DATA_DIR');
    // One sentence for the operator, not a stack trace.
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  },
  START_LIMIT_MS + 10_000,
);
