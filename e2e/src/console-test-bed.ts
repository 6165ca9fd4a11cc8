// The test bed every browser-test file uses: the real server on a fresh database for the file, the
// worker's Chromium, and a fresh session (context, page) for each test, whose page must not throw or log an
// error. The files a worker runs share one Chromium (e2e/vitest.config.ts runs them without per-file module
// isolation): launching it costs seconds, a new context per test costs milliseconds and shares nothing.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** What a test sees of the bed; read it inside a test or hook (it is set up by the file's hooks). */
export interface ConsoleTestBed {
  /** The server of this file (for SMS codes and logs). */
  readonly server: TestServer;
  /** The worker's browser, for tests that need a session of their own. */
  readonly browser: Browser;
  /** The current test's session. */
  readonly session: BrowserSession;
  /** The current test's page (the session's). */
  readonly page: Page;
}

/** The worker's Chromium, launched by the first file that needs it and again if it went away. */
let workerBrowser: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The console test bed has no ${what}: read it inside a test.`);
  return value;
}

/**
 * Registers the file's hooks: the server starts before its tests and stops after them, the worker's browser
 * is launched or reused and left without any context of this file; each test gets a new session, closed
 * after it, and fails when its page threw. Call once at the top of a file.
 */
export function useConsoleTestBed(): ConsoleTestBed {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
  });

  afterAll(async () => {
    // The next file gets the browser without anything this file opened; Playwright closes the browser
    // itself when the worker exits.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.stop();
  });

  beforeEach(async () => {
    session = await openSession(ready(browser, 'browser'), ready(server, 'server').baseUrl);
  });

  afterEach(async () => {
    const finished = session;
    session = undefined;
    if (!finished) return; // beforeEach failed and has said why.
    await finished.context.close();
    expect(finished.pageErrors).toEqual([]);
  });

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get session() {
      return ready(session, 'session');
    },
    get page() {
      return ready(session, 'session').page;
    },
  };
}
