// Starts the real server (`node --import tsx apps/server/src/server.ts`) as a child process: a free port, a
// fresh temporary SQLite database, the built console, JSON logs written to a file beside the database. The
// log is read back from that file, so any process (the test worker that started the server or a later file of
// the same worker) can read the SMS codes the sandbox provider prints instead of sending.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SmsPurpose } from '@adplan/contracts';
import { REPO_ROOT, WEB_DIST_DIR } from './repo-paths';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_WAIT_TIMEOUT_MS = 10_000;
/** How often the log file and the readiness probe are looked at while waiting. */
const POLL_MS = 100;

/** The server's JSON log, beside its database in the data directory. */
export const SERVER_LOG_FILE = 'server.log';
/** The server's process id, beside its database, so the run's teardown can stop a server left running. */
export const SERVER_PID_FILE = 'server.pid';

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
  /** Whether the server process still runs. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/** Settings of a server started for tests. */
export interface TestServerOptions {
  /** The folder its data directory is made in (a browser-test run keeps all of them in one folder). */
  parentDir?: string;
  /** Environment variables on top of the test settings, for a server that needs special settings. */
  env?: Record<string, string>;
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

/** Reads the lines a log file gained since the last read (only the new bytes, so polling stays cheap). */
class LogFileReader {
  private offset = 0;
  private pending = '';
  private readonly entries: LogEntry[] = [];

  constructor(private readonly file: string) {}

  read(): readonly LogEntry[] {
    const fd = openSync(this.file, 'r');
    try {
      const chunk = Buffer.alloc(64 * 1024);
      for (;;) {
        const bytes = readSync(fd, chunk, 0, chunk.length, this.offset);
        if (bytes === 0) break;
        this.offset += bytes;
        this.pending += chunk.subarray(0, bytes).toString('utf8');
      }
    } finally {
      closeSync(fd);
    }
    const lines = this.pending.split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        this.entries.push(JSON.parse(line) as LogEntry);
      } catch {
        this.entries.push({ text: line });
      }
    }
    return this.entries;
  }
}

/** Starts a server on a fresh database and resolves once it serves the console. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const parentDir = options.parentDir ?? tmpdir();
  mkdirSync(parentDir, { recursive: true });
  const dataDir = mkdtempSync(join(parentDir, 'adplan-e2e-'));
  const logFile = join(dataDir, SERVER_LOG_FILE);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = openSync(logFile, 'a');

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
        ...options.env,
      },
      stdio: ['ignore', logFd, logFd],
    },
  );
  // The child holds its own copy of the descriptor.
  closeSync(logFd);
  writeFileSync(join(dataDir, SERVER_PID_FILE), String(child.pid ?? ''));

  const log = new LogFileReader(logFile);
  const output = () =>
    log
      .read()
      .map((entry) => JSON.stringify(entry))
      .join('\n');
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  async function stop(): Promise<void> {
    if (isRunning()) {
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
    if (!isRunning() || Date.now() > deadline) {
      const logged = output();
      await stop();
      throw new Error(`The server did not start on ${baseUrl}:\n${logged}`);
    }
    await sleep(POLL_MS);
  }

  return {
    baseUrl,
    dataDir,
    logMark: () => log.read().length,
    logs: () => log.read(),
    isRunning,
    async smsCode(phoneNumber, purpose, since = 0) {
      const until = Date.now() + LOG_WAIT_TIMEOUT_MS;
      for (;;) {
        const found = log
          .read()
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
        await sleep(POLL_MS);
      }
    },
    stop,
  };
}
