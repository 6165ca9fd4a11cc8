// Linking Amazon shops in the browser: the authorisation method page and the empty shop list in zh and en
// at desktop and phone widths, and the whole round trip through the sandbox's Login with Amazon consent
// page (the local fake of Amazon): authorise, land on the result page, see why the new shops cannot be
// used yet, see the shops, unlink one; and the sandbox's "linked two days ago" seller usable at once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, screenshot } from '../src/browser';
import { expectToast, open, signInWithUserName, switchLanguage, waitForRoute } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();
const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1440, height: 900 } as const;

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  // At phone width the header shows no user name, so the way off the login page is the sign.
  await waitForRoute(page, /^\/overview/);
}

/** Whether the page is wider than the window (a phone would scroll sideways). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('linking shops', () => {
  it('draws the authorisation method page and the empty shop list in zh and en at 1440 and 390 px', async () => {
    for (const [width, viewport] of [
      [1440, WIDE],
      [390, PHONE],
    ] as const) {
      const session = await openSession(bed.browser, bed.server.baseUrl, viewport);
      const { page } = session;
      try {
        // Amazon's consent came back to a browser without a session: the login page says what happened.
        await open(page, '/authorize-result?code=AN1&state=lost');
        await page.getByText('店铺尚未绑定：返回时登录已失效').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, `shops-session-lost-zh-${width}`);
        await signIn(page);
        await open(page, '/shop-authorize/authorize-method');
        await page.getByText('仅支持卖家（Seller）账号；供应商（Vendor）和代理账号无法授权。').waitFor();
        await page.getByRole('button', { name: '立即授权' }).waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, `shops-method-zh-${width}`);
        await open(page, '/shop-authorize/auth-shop-list');
        await page.getByText('还没有授权店铺').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, `shops-list-empty-zh-${width}`);
        await switchLanguage(page, 'English');
        await page.getByText('No shop authorised yet').waitFor();
        await screenshot(page, `shops-list-empty-en-${width}`);
        await open(page, '/shop-authorize/authorize-method');
        await page
          .getByText('Only Seller accounts can be authorised; Vendor and agency accounts are refused.')
          .waitFor();
        await screenshot(page, `shops-method-en-${width}`);
        await open(page, '/authorize-result?error=access_denied');
        await page.getByText('You cancelled on Amazon').waitFor();
        await screenshot(page, `shops-result-cancelled-en-${width}`);
        await switchLanguage(page, '中文');
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.context.close();
      }
    }
  });

  it('authorises through the sandbox consent page, lists the shops and unlinks one', async () => {
    const { page } = bed;
    await signIn(page);
    await open(page, '/shop-authorize/authorize-method');
    await page.getByRole('button', { name: '立即授权' }).click();
    // The sandbox's Login with Amazon consent page (served by the local fake of Amazon).
    await page.waitForURL(/\/api\/sandbox\/amazon\/ap\/oa/);
    // Going to Amazon was the seller's choice: the console does not ask "Leave site?".
    expect(bed.session.dialogs).not.toContain('beforeunload');
    await page.getByRole('button', { name: /^Seller account \// }).click();
    // Amazon redirects to /authorize-result, which the server forwards to the console's result page.
    await waitForRoute(page, /^\/authorize-result/);
    await page.getByText('授权成功').waitFor();
    await screenshot(page, 'shops-result-success-zh-1366');

    // The new shops wait two days: the tool says so beside its disabled Generate button, in both languages.
    await open(page, '/keyword-targeting-auth/kt-hb');
    for (const [width, viewport] of [
      [1440, WIDE],
      [390, PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.getByText('新授权的店铺需等待 2 天才能生成方案').waitFor();
      await page
        .getByText(/：北京时间 \d{4}-\d\d-\d\d \d\d:\d\d 起可用（市场时间 /)
        .first()
        .waitFor();
      expect(await page.getByTestId('shop-generate').isDisabled()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, `shops-wait-notice-zh-${width}`);
      await switchLanguage(page, 'English');
      await page
        .getByText('A newly linked shop can be used for plans 2 days after it is authorised')
        .waitFor();
      await screenshot(page, `shops-wait-notice-en-${width}`);
      await switchLanguage(page, '中文');
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await open(page, '/shop-authorize/auth-shop-list');
    const rows = page.locator('.ant-table-row');
    await rows.first().waitFor();
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('准备中').count()).toBe(before);
    await screenshot(page, 'shops-list-zh-1366');
    await switchLanguage(page, 'English');
    await screenshot(page, 'shops-list-en-1366');
    await switchLanguage(page, '中文');

    await rows
      .first()
      .getByRole('button', { name: /解除授权/ })
      .click();
    await page.getByText(/解除“.+”的授权？/).waitFor();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /解除授权/ })
      .click();
    await expectToast(page, '已解除授权');
    await expect.poll(() => rows.count()).toBe(before - 1);
  });

  it('lets a sandbox seller approved as linked two days ago try the shop tools at once', async () => {
    const { page } = bed;
    await signIn(page);
    await open(page, '/shop-authorize/authorize-method');
    await page.getByRole('button', { name: '立即授权' }).click();
    await page.waitForURL(/\/api\/sandbox\/amazon\/ap\/oa/);
    await page.getByRole('button', { name: /linked 2 days ago/ }).click();
    await waitForRoute(page, /^\/authorize-result/);
    await page.getByText('授权成功').waitFor();
    await open(page, '/keyword-targeting-auth/kt-hb');
    await page.locator('#shop-plan-shop').click();
    await page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first().click();
    await expect.poll(() => page.getByTestId('shop-generate').isDisabled()).toBe(false);
  });
});
