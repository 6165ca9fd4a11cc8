// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here): one
// browser per test worker (console-test-bed.ts), a fresh context (cookies, storage) per test.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
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

/**
 * The features playwright-core 1.65.1 turns off (its `chromiumSwitches`). Chromium reads only the last
 * `--disable-features`, so ours must repeat them; `launchBrowser` fails if Playwright's list grows.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI a headless test never shows. Headless Chromium still builds each window's omnibox popup as a
 * WebUI page in a renderer of its own and updates it on every navigation: measured, 30-40 % of Chromium's
 * CPU for a sign-in in a new context, 17 % of the whole browser-test stage's (ADR 0039).
 */
const UNSEEN_BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const DISABLE_FEATURES = '--disable-features=';

/** The `--disable-features` lists on a command line, in order. */
function disabledFeatureLists(commandLine: readonly string[]): string[][] {
  return commandLine
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
}

/** The command lines of this process's descendants that Playwright started as a browser (Linux `/proc`). */
function launchedBrowserCommandLines(): string[][] {
  const children = new Map<number, number[]>();
  const commandLines = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      commandLines.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0'));
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: string[][] = [];
  const pending = [process.pid];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop() ?? 0) ?? []) {
      const commandLine = commandLines.get(child) ?? [];
      if (commandLine.includes('--remote-debugging-pipe')) found.push(commandLine);
      pending.push(child);
    }
  }
  return found;
}

/**
 * Fails when the browser's effective (last) `--disable-features` lost a feature an earlier one (Playwright's)
 * turned off: after a Playwright upgrade, PLAYWRIGHT_DISABLED_FEATURES must follow its list.
 */
function assertPlaywrightFeaturesKept(): void {
  const commandLine = launchedBrowserCommandLines()[0];
  if (!commandLine) throw new Error("The launched Chromium was not found among the test process's children.");
  const lists = disabledFeatureLists(commandLine);
  const effective = new Set(lists.at(-1) ?? []);
  const lost = lists.flat().filter((feature) => !effective.has(feature));
  if (lost.length > 0) {
    throw new Error(
      `Playwright turns off Chromium features that e2e/src/browser.ts does not repeat: ${lost.join(', ')}. ` +
        'Add them to PLAYWRIGHT_DISABLED_FEATURES.',
    );
  }
}

/** Launches the test Chromium: headless, quiet, without the browser UI a test never sees. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      DISABLE_FEATURES + [...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI_FEATURES].join(','),
    ],
  });
  try {
    assertPlaywrightFeaturesKept();
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
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
