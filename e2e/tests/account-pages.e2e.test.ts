// What a seller notices on the account pages (issue 8 §5): messages that end with their session, error
// pages inside the console frame, "sign in again" that really signs out, the phone-width header with its
// language switch; and pictures of the login, register and 401 pages in both languages at both widths.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, screenshot } from '../src/browser';
import {
  expectSignedIn,
  greetingPattern,
  open,
  signInWithUserName,
  switchLanguage,
  userMenu,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1440, height: 900 } as const;

async function signInAsDemo(page: Page, phone = false): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  // At phone width the header shows the avatar without the name.
  if (phone) await page.getByRole('button', { name: /用户菜单|User menu/ }).waitFor();
  else await expectSignedIn(page, bed.seller.userName);
}

describe('account pages', () => {
  it('ends the greeting with the session: none left on the login page after signing out', async () => {
    const { page } = bed;
    await signInAsDemo(page);
    await page.getByText(greetingPattern(bed.seller.userName)).first().waitFor();
    await userMenu(page, /退出登录/);
    await waitForRoute(page, /^\/login/);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    // Cleared at once (the toast lasts 10 s); antd's leave animation takes a moment to detach it.
    await page
      .getByText(greetingPattern(bed.seller.userName))
      .first()
      .waitFor({ state: 'detached', timeout: 3_000 });
    expect(await page.getByText(greetingPattern(bed.seller.userName)).count()).toBe(0);
  });

  it('shows the 401 page inside the console frame, and "sign in again" signs out for real', async () => {
    const session = await openSession(bed.browser, bed.server.baseUrl, WIDE);
    const { page } = session;
    try {
      await signInAsDemo(page);
      await open(page, '/401');
      await page.getByRole('button', { name: '重新登录' }).waitFor();
      // The frame: the user menu of the console header is still there.
      expect(await page.getByRole('button', { name: /用户菜单|User menu/ }).count()).toBe(1);
      await screenshot(page, 'account-401-signed-in-zh-1440', { fullPage: false });
      await switchLanguage(page, 'English');
      await page.getByRole('button', { name: 'Sign in again' }).waitFor();
      await screenshot(page, 'account-401-signed-in-en-1440', { fullPage: false });
      await page.getByRole('button', { name: 'Sign in again' }).click();
      await waitForRoute(page, /^\/login/);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const cookies = await session.context.cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('csrftoken');
      // Signed out for real: the server no longer knows the session either.
      const info = await page.request.get('/api/user_info');
      expect(info.status()).toBe(401);
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.context.close();
    }
  });

  it('keeps the language switch in the phone-width header', async () => {
    const session = await openSession(bed.browser, bed.server.baseUrl, PHONE);
    const { page } = session;
    try {
      await signInAsDemo(page, true);
      const languageSwitch = page.getByRole('button', { name: /^(语言|Language)$/ });
      await languageSwitch.waitFor();
      const box = await languageSwitch.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? PHONE.width) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'account-phone-header-zh-390', { fullPage: false });
      await open(page, '/401');
      await page.getByRole('button', { name: '重新登录' }).waitFor();
      await screenshot(page, 'account-401-signed-in-zh-390', { fullPage: false });
      await switchLanguage(page, 'English');
      await screenshot(page, 'account-401-signed-in-en-390', { fullPage: false });
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.context.close();
    }
  });

  it('draws the login and register pages in zh and en at 1440 and 390 px', async () => {
    for (const [width, viewport] of [
      [1440, WIDE],
      [390, PHONE],
    ] as const) {
      const session = await openSession(bed.browser, bed.server.baseUrl, viewport);
      const { page } = session;
      try {
        await open(page, '/login');
        await page.getByRole('heading', { name: '登录' }).waitFor();
        await screenshot(page, `account-login-zh-${width}`);
        await open(page, '/register');
        await page.getByRole('heading', { name: '注册账号' }).waitFor();
        // A field shows its error instead of its hint.
        await page.getByLabel('密码', { exact: true }).fill('123');
        await page.getByLabel('确认密码').click();
        await page.getByText('请输入 6-20 位密码').first().waitFor();
        expect(await page.getByText('6-20 位字母、数字或符号').count()).toBe(0);
        await screenshot(page, `account-register-zh-${width}`);
        await switchLanguage(page, 'English');
        await screenshot(page, `account-register-en-${width}`);
        await open(page, '/login');
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await screenshot(page, `account-login-en-${width}`);
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.context.close();
      }
    }
  });
});
