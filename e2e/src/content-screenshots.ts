// `npm run content:screenshots`: pictures of the real console for the content pages, taken from a
// started server with the demo account, saved as content/images/<name>-<zh|en>.png. Run it after a
// change to a pictured screen, look at the pictures, and commit them (each should stay under ~150 KB).
import { mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { askAssistant, signIn, useLanguage } from './assistant-actions';
import { launchBrowser, openSession } from './browser';
import { REPO_ROOT } from './repo-paths';
import { DEMO, startTestServer } from './test-server';

const IMAGE_DIR = resolve(REPO_ROOT, 'content/images');
/** A small window keeps the files small and the text readable when the page scales them down. */
const VIEWPORT = { width: 1100, height: 680 };

const QUESTIONS = {
  'zh-CN': 'ACOS 和 CPS 有什么区别？',
  'en-US': 'What is the difference between ACOS and CPS?',
};

async function shoot(page: Page, name: string): Promise<void> {
  const path = resolve(IMAGE_DIR, `${name}.png`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: false });
  console.log(`${name}.png ${Math.round(statSync(path).size / 1024)} KB`);
}

mkdirSync(IMAGE_DIR, { recursive: true });
const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
try {
  const { page, context } = await openSession(browser, server.baseUrl, VIEWPORT);
  await signIn(page, DEMO.userName, DEMO.password);
  for (const [language, suffix] of [
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
  ] as const) {
    await useLanguage(page, language);
    await page.goto('/#/index');
    // The package card's figures, not its loading skeleton.
    await page
      .getByText(/剩余次数|Remaining uses/)
      .first()
      .waitFor();
    await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    await shoot(page, `console-home-${suffix}`);
    await page.goto('/#/communication');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await askAssistant(page, QUESTIONS[language], 'normal');
    await shoot(page, `assistant-answer-${suffix}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
