// Starts the real server (`node --import tsx apps/server/src/server.ts`) as a child process for one test
// file: a free port, a fresh temporary SQLite database, the built console, JSON logs on stdout. The log is
// kept so tests can read the SMS codes the sandbox provider prints instead of sending.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SmsPurpose } from '@adplan/contracts';
import { REPO_ROOT, WEB_DIST_DIR } from './repo-paths';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_WAIT_TIMEOUT_MS = 10_000;

/** The demo account a fresh database gets outside production (apps/server demo-account.ts). */
export const DEMO = { userName: 'demo', phoneNumber: '13800138000', password: 'demo123456' } as const;

/** One JSON log line of the server (pino). */
export type LogEntry = Record<string, unknown>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** The server's data directory (its SQLite file), for the operator CLI run against the same database. */
  dataDir: string;
  /** Position in the log; pass it to `smsCode` to wait for a code sent after this point. */
  logMark(): number;
  /** The latest sandbox SMS code for a phone and purpose logged after `since`, waiting for it to appear. */
  smsCode(phoneNumber: string, purpose: SmsPurpose, since?: number): Promise<string>;
  /** Every log line so far (parsed JSON lines; other output is kept as `{ text }`). */
  logs(): readonly LogEntry[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/** Starts a server on a fresh database and resolves once it serves the console. */
export async function startTestServer(): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'adplan-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const entries: LogEntry[] = [];
  let pending = '';

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(REPO_ROOT, 'apps/server/src/server.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST_DIR,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        SMS_PROVIDER: 'sandbox',
        COOKIE_SECURE: 'false',
        // Redirects that come back from outside (Login with Amazon) must reach the host the cookies are on.
        PUBLIC_BASE_URL: baseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line) as LogEntry);
      } catch {
        entries.push({ text: line });
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const output = () => entries.map((entry) => JSON.stringify(entry)).join('\n');

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isReady(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start on ${baseUrl}:\n${output()}`);
    }
    await sleep(200);
  }

  return {
    baseUrl,
    dataDir,
    logMark: () => entries.length,
    logs: () => entries,
    async smsCode(phoneNumber, purpose, since = 0) {
      const until = Date.now() + LOG_WAIT_TIMEOUT_MS;
      for (;;) {
        const found = entries
          .slice(since)
          .findLast(
            (entry) =>
              entry.event === 'sms.sandbox' &&
              entry.phone_number === phoneNumber &&
              entry.purpose === purpose,
          );
        if (found && typeof found.code === 'string') return found.code;
        if (Date.now() > until) {
          throw new Error(
            `No sandbox SMS code for ${phoneNumber} (${purpose}) in the server log:\n${output()}`,
          );
        }
        await sleep(100);
      }
    },
    stop,
  };
}
