// The test bed every browser-test file uses: the worker's server and Chromium, a seller of the file's own,
// and a fresh session (context, page) for each test, whose page must not throw or log an error. The files a
// worker runs share one server and one Chromium (e2e/vitest.config.ts runs them without per-file module
// isolation): starting a server costs seconds, a seller and a context per test cost milliseconds and share
// nothing. The files of own-server-files.ts start a server of their own instead.
import { basename } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './browser';
import { FILES_WITH_OWN_SERVER } from './own-server-files';
import { loadSellerTools, registerTestSeller, type TestSeller } from './test-seller';
import { startTestServer, type TestServer } from './test-server';

/** What a test sees of the bed; read it inside a test or hook (it is set up by the file's hooks). */
export interface ConsoleTestBed {
  /** The server of this file (for SMS codes and logs). */
  readonly server: TestServer;
  /** The seller this file signs in as, registered for the file (its user name, phone and password). */
  readonly seller: TestSeller;
  /** The worker's browser, for tests that need a session of their own. */
  readonly browser: Browser;
  /** The current test's session. */
  readonly session: BrowserSession;
  /** The current test's page (the session's). */
  readonly page: Page;
}

/** The worker's Chromium, launched by the first file that needs it and again if it went away. */
let workerBrowser: Promise<Browser> | undefined;
/** The worker's server, started by the first file that shares it and again if it stopped. */
let workerServer: Promise<TestServer> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

async function sharedServer(): Promise<TestServer> {
  const running = await workerServer?.catch(() => undefined);
  if (running?.isRunning()) return running;
  // Stopped with the run (global-setup.ts), since a worker has no hook of its own at its end.
  workerServer = startTestServer({ parentDir: inject('e2eRunDir') });
  return workerServer;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The console test bed has no ${what}: read it inside a test.`);
  return value;
}

/**
 * Registers the file's hooks: before its tests the worker's server and browser are started or reused (or
 * the file's own server started) and the file's seller registered; after them the browser is left without
 * any context of this file (and an own server stopped). Each test gets a new session, closed after it, and
 * fails when its page threw. Call once at the top of a file.
 */
export function useConsoleTestBed(): ConsoleTestBed {
  let server: TestServer | undefined;
  let ownServer = false;
  let seller: TestSeller | undefined;
  let browser: Browser | undefined;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    ownServer = basename(expect.getState().testPath ?? '') in FILES_WITH_OWN_SERVER;
    const starting = ownServer ? startTestServer({ parentDir: inject('e2eRunDir') }) : sharedServer();
    [server, browser] = await Promise.all([starting, sharedBrowser(), loadSellerTools()]);
    seller = await registerTestSeller(server);
  });

  afterAll(async () => {
    // The next file gets the browser without anything this file opened; Playwright closes the browser
    // itself when the worker exits.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    if (ownServer) await server?.stop();
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
    get seller() {
      return ready(seller, 'seller');
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
