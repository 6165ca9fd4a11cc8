// The test bed every browser-test file uses: the real server on a fresh database and one Chromium for
// the file, and a fresh session (context, page) for each test, whose page must not throw or log an error.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** What a test sees of the bed; read it inside a test or hook (it is set up by the file's hooks). */
export interface ConsoleTestBed {
  /** The server of this file (for SMS codes and logs). */
  readonly server: TestServer;
  /** The browser of this file, for tests that need a session of their own. */
  readonly browser: Browser;
  /** The current test's session. */
  readonly session: BrowserSession;
  /** The current test's page (the session's). */
  readonly page: Page;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The console test bed has no ${what}: read it inside a test.`);
  return value;
}

/**
 * Registers the file's hooks: server and browser start before its tests and stop after them; each test
 * gets a new session, closed after it, and fails when its page threw. Call once at the top of a file.
 */
export function useConsoleTestBed(): ConsoleTestBed {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
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
