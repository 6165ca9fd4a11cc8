// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here): one
// browser per test file, a fresh context (cookies, storage) per test.
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
}

/** A fresh context on `baseUrl` with a desktop viewport and a Chinese browser locale. */
export async function openSession(browser: Browser, baseUrl: string): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 860 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Saves a full-page screenshot as `.artifacts/screenshots/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  // A full-page picture draws fixed headers where the viewport is, so take it from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}
