// Issue 23, words and forms: a wrong file is an error on its own field and the summary counts only red
// fields the seller sees (plurals right in English); a menu group's address opens its first page; the
// decision card stays in view beside a long form; English menu labels are whole at 1440 px; billing lists
// are cards at 390 px; each hourly report of the schedule tool can be removed by itself. Screenshots in
// .artifacts/screenshots/words-*.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAN_TOOL_PATHS } from '@adplan/contracts';
import { screenshot } from '../src/browser';
import {
  expectSignedIn,
  open,
  signInWithUserName,
  switchLanguage,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { hourlyReport, searchTermReportXlsx } from '../src/plan-fixtures';
import { DEMO } from '../src/test-server';

const bed = useConsoleTestBed();

/**
 * Signs in as the demo account rather than the file's seller: the billing cards must word the demo's own
 * trial uses, and no browser test changes the demo account (each signs in as a seller of its own).
 */
async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, DEMO.userName, DEMO.password);
  await expectSignedIn(page, DEMO.userName);
}

/** The red fields a seller can see on the page. */
async function visibleRedFields(page: Page): Promise<number> {
  return page.locator('.ant-form-item-has-error:visible').count();
}

describe('words and forms', () => {
  it('refuses a search term report on the bulk field and counts only the red fields, in zh and en', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);

    // A menu group typed as an address opens its first page.
    await open(page, '/tool');
    await waitForRoute(page, /^\/keyword-ads-v4\/kt-hb$/);
    await open(page, '/tool-auth');
    await waitForRoute(page, /^\/keyword-targeting-auth\//);

    await open(page, PLAN_TOOL_PATHS['keyword-optimisation']);
    await page.setInputFiles('#plan-file-bulk', [await searchTermReportXlsx()]);
    const bulkItem = page.locator('.ant-form-item').filter({ has: page.locator('#plan-file-bulk') });
    await bulkItem.getByText(/这不是批量操作表格.*（错误码 10003）/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '检查参数和文件' }).click();
    const summary = page.getByRole('alert').filter({ hasText: /处需要修改/ });
    await summary.waitFor();
    const count = Number(/有 (\d+) 处/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(count).toBe(await visibleRedFields(page));
    expect(await page.getByText(/错误码 400/).count()).toBe(0);
    await screenshot(page, 'words-wrong-bulk-zh-1440');

    await switchLanguage(page, 'English');
    await page.setInputFiles('#plan-file-bulk', [await searchTermReportXlsx()]);
    await bulkItem.getByText(/not a bulk sheet.*\(code 10003\)/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check parameters and files' }).click();
    const english = page.getByRole('alert').filter({ hasText: /needs? changing/ });
    await english.waitFor();
    const red = await visibleRedFields(page);
    expect(await english.textContent()).toContain(
      red === 1 ? '1 thing needs changing' : `${red} things need changing`,
    );
    await screenshot(page, 'words-wrong-bulk-en-1440');

    // The decision card stays in view at the bottom of a long form.
    await open(page, PLAN_TOOL_PATHS['keyword-cold-start']);
    const panel = page.locator('[data-testid="decision-panel"]:visible');
    await panel.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await panel.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
  }, 120_000);

  it('keeps English menu labels whole at 1440 px and shows billing lists as cards at 390 px', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await switchLanguage(page, 'English');
    await open(page, '/keyword-targeting-auth/ad-op');
    const menu = page.locator('.console-menu');
    const label = menu.getByText('Keyword optimisation (linked shop)');
    // The console opens the current page's menu groups by itself, a moment after the route changes. Only if
    // it did not are they opened by hand, each only while closed: a click on an open group would close it.
    const shown = await label.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) {
      for (const group of ['Linked-shop tools', 'Sponsored Products']) {
        const title = menu.locator('.ant-menu-submenu-title:visible').filter({ hasText: group }).first();
        if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      }
    }
    await label.waitFor();
    // A label cut off would also hide under its neighbour: no two labels may overlap.
    const boxes = await menu
      .locator('.ant-menu-title-content:visible')
      .evaluateAll((labels) =>
        labels.map((element) => element.getBoundingClientRect()).map((box) => [box.top, box.bottom]),
      );
    const sorted = boxes.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    for (let index = 1; index < sorted.length; index += 1)
      expect((sorted[index]?.[0] ?? 0) + 1).toBeGreaterThanOrEqual(sorted[index - 1]?.[1] ?? 0);
    const cut = await page.$$eval('.console-menu .ant-menu-title-content', (labels) =>
      labels
        .filter((label) => label.getBoundingClientRect().width > 0)
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'words-menu-en-1440', { fullPage: false });

    for (const language of ['en', 'zh'] as const) {
      if (language === 'zh') await switchLanguage(page, '中文');
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/charge');
      const ledger = page.locator('[data-testid^="ledger-"]').first();
      await ledger.waitFor();
      await ledger
        .getByText(language === 'zh' ? '演示账户的试用次数' : 'Trial uses of the demo account')
        .waitFor();
      expect(await page.locator('.ant-table:visible').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
        true,
      );
      await screenshot(page, `words-charge-${language}-390`);
      await open(page, '/adHistory');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.ant-table:visible').count()).toBe(0);
      await screenshot(page, `words-history-${language}-390`);
      await open(page, PLAN_TOOL_PATHS['keyword-cold-start']);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `words-tool-${language}-390`);
      await open(page, '/charge');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.locator('.ant-table').first().waitFor();
      await screenshot(page, `words-charge-${language}-1440`);
    }
  }, 120_000);

  it('removes each hourly report of the schedule tool by itself', async () => {
    const { page } = bed;
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, PLAN_TOOL_PATHS.schedule);
    const first = { ...(await hourlyReport()), name: 'hourly-week-1.csv' };
    const second = { ...(await hourlyReport()), name: 'hourly-week-2.csv' };
    await page.setInputFiles('#plan-file-hourly', [first]);
    await page.setInputFiles('#plan-file-hourly', [second]);
    const hourlyItem = page.locator('.ant-form-item').filter({ has: page.locator('#plan-file-hourly') });
    const listed = hourlyItem.locator('.ant-upload-list-item');
    await expect.poll(() => listed.count()).toBe(2);
    await screenshot(page, 'words-hourly-two-zh-390');
    // A phone has no hover: the remove button must be visible without one.
    await page.mouse.move(0, 0);
    const remove = hourlyItem
      .locator('.ant-upload-list-item')
      .filter({ hasText: 'hourly-week-1.csv' })
      .getByRole('button', { name: /删除|Remove/ });
    expect(await remove.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await remove.click();
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('hourly-week-2.csv');
  }, 90_000);
});
