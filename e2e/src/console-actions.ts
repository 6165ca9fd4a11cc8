// What a seller does on the public pages and in the console, as small steps the journeys combine.
// Locators use what the user sees: labels, roles and texts.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestServer } from './test-server';

/** antd puts a space between two Chinese characters on buttons (登 录), so names are matched loosely. */
export const SIGN_IN_BUTTON = /^(登\s*录|Sign in)$/;
/** The greeting of spec §4 in Chinese: "<time of day>好，欢迎回来 <name>". */
export const greetingPattern = (name: string) =>
  new RegExp(`(早上好|上午好|中午好|下午好|晚上好)，欢迎回来 ${name}`);

/** Opens a console path (hash router): `open(page, '/login')` -> `/#/login`. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

/** The path and query of the hash route the page shows now (`/login?redirect=...`). */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Waits until the hash route matches `pattern`. */
export async function waitForRoute(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(window.location.hash.replace(/^#/, '')),
    pattern.source,
  );
}

export async function chooseLoginTab(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

export async function acceptAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox').check();
}

export async function submitLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
}

/** Signs in with user name + password from the login page already shown. */
export async function signInWithUserName(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel(/^(用户名|User name)$/).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await acceptAgreement(page);
  await submitLogin(page);
}

/** Signs in with phone + password from the login page already shown. */
export async function signInWithPhone(page: Page, phoneNumber: string, password: string): Promise<void> {
  await chooseLoginTab(page, /手机号密码登录|Phone & password/);
  await page.getByLabel(/^(手机号|Phone number)$/).fill(phoneNumber);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await acceptAgreement(page);
  await submitLogin(page);
}

/**
 * Clicks the send-code button of the form shown and returns the code the sandbox SMS provider logged for
 * that phone and purpose.
 */
export async function requestSmsCode(
  page: Page,
  server: TestServer,
  phoneNumber: string,
  purpose: 'login' | 'register' | 'find_password',
): Promise<string> {
  const mark = server.logMark();
  await page.getByRole('button', { name: /获取验证码|Get code/ }).click();
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取|Resend in/ }).count()).toBe(1);
  return server.smsCode(phoneNumber, purpose, mark);
}

/** Waits for the signed-in console: the user menu in the header shows the user name. */
export async function expectSignedIn(page: Page, userName: string): Promise<void> {
  await page
    .getByRole('button', { name: /用户菜单|User menu/ })
    .filter({ hasText: userName })
    .waitFor();
}

/** Waits for a toast (antd message) containing `text`. */
export async function expectToast(page: Page, text: RegExp | string): Promise<void> {
  await page.getByText(text).first().waitFor();
}

/** Opens the user menu in the header and picks an entry (personal centre, change password, log out). */
export async function userMenu(page: Page, entry: RegExp): Promise<void> {
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Switches the interface language with the 中文 / English switch shown on the page. */
export async function switchLanguage(page: Page, to: 'English' | '中文'): Promise<void> {
  await page
    .getByRole('button', { name: /^(语言|Language)$/ })
    .first()
    .click();
  const item = page.getByRole('menuitem', { name: to });
  await item.click();
  const lang = to === 'English' ? 'en-US' : 'zh-CN';
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
  await item.waitFor({ state: 'hidden' });
}

/** How far the window is scrolled down, in pixels. */
export async function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}
