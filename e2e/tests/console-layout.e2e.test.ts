// How the signed-in console reads at the widths sellers use (three laptop sizes and a phone) in both
// languages: no text cut off, no sideways scrolling; with pictures of home at each width and of the
// interface settings drawer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../src/browser';
import {
  expectSignedIn,
  open,
  signInWithUserName,
  switchLanguage,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 860 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Texts of the header and the page that CSS cuts off with an ellipsis. */
async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ant-layout-header *, .ant-layout-content *')]
      .filter(
        (element) =>
          getComputedStyle(element).textOverflow === 'ellipsis' &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** Whether the page is wider than the window (the seller would have to scroll sideways). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  await expectSignedIn(page, bed.seller.userName);
  await waitForRoute(page, /^\/overview$/);
}

describe('console layout', () => {
  it('home reads well at laptop and phone widths, in Chinese and in English', async () => {
    const { page } = bed;
    await signIn(page);
    await open(page, '/index');
    for (const language of ['zh', 'en'] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.getByText(language === 'zh' ? '关键词投放' : 'Keyword targeting').waitFor();
        await page.getByText(language === 'zh' ? '第一次使用' : 'Your first plan').waitFor();
        // The responsive layout follows a resize on the next renders (antd's breakpoints are watched in
        // script): judge it once it has settled, within a few seconds.
        await expect
          .poll(() => cutOffTexts(page), { message: `${language} at ${viewport.width}px`, timeout: 5_000 })
          .toEqual([]);
        expect(await overflowsSideways(page), `${language} at ${viewport.width}px`).toBe(false);
        await screenshot(page, `home-${language}-${viewport.width}`);
      }
    }
  });

  it('shows the interface settings in a drawer', async () => {
    const { page } = bed;
    await signIn(page);
    await page.getByRole('button', { name: '界面设置' }).click();
    const drawer = page.getByRole('dialog', { name: '界面设置' });
    await drawer.getByText('设置保存在本浏览器中。').waitFor();
    await screenshot(page, 'settings-drawer-zh', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});
