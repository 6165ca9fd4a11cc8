// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here): one
// browser per test worker (console-test-bed.ts), a fresh context (cookies, storage) per test.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './repo-paths';

/** Flags that keep Chromium quiet and working in a container (docs: stack.md pitfall 10). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged, to assert a clean console. */
  pageErrors: string[];
  /** Types of the dialogs the page opened (`beforeunload`, ...), each accepted. */
  dialogs: string[];
}

/** The desktop size the journeys run at (the laptop most sellers use). */
export const DESKTOP_VIEWPORT = { width: 1366, height: 860 } as const;

/**
 * A fresh context on `baseUrl` with a Chinese browser locale and reduced motion: menus and dialogs appear
 * at once, so a click never lands on a menu still sliding into place and pictures never catch one half-drawn.
 * Every dialog is accepted (the console asks before a reload, spec §2) and recorded.
 */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  return { context, page, pageErrors, dialogs };
}

/**
 * Saves a screenshot as `.artifacts/screenshots/<name>.png` and returns its path: the whole page, or only
 * the window (`fullPage: false`) when a drawer or dialog covers it, whose mask covers only the window.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  const fullPage = options.fullPage ?? true;
  // A full-page picture draws fixed headers where the viewport is, so take it from the top.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage });
  return path;
}
