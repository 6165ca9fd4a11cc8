// Account journeys: register with an SMS code, log out, reset a forgotten password, change the password in
// the console and sign in with the new one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../src/browser';
import {
  acceptAgreement,
  expectSignedIn,
  expectToast,
  greetingPattern,
  open,
  requestSmsCode,
  signInWithUserName,
  userMenu,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

async function register(page: Page, account: { phone: string; userName: string; password: string }) {
  await open(page, '/register');
  await page.getByRole('heading', { name: '注册账号' }).waitFor();
  await page.getByLabel('手机号', { exact: true }).fill(account.phone);
  const code = await requestSmsCode(page, bed.server, account.phone, 'register');
  await page.getByLabel('短信验证码').fill(code);
  await page.getByLabel('用户名', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码').fill(account.password);
  await acceptAgreement(page);
  await screenshot(page, 'register-zh');
  await page.getByRole('button', { name: /注\s*册/ }).click();
}

async function logOut(page: Page): Promise<void> {
  await userMenu(page, /退出登录/);
  await waitForRoute(page, /^\/login/);
  await page.getByRole('heading', { name: '登录' }).waitFor();
}

describe('account journeys', () => {
  it('registers with an SMS code, is signed in, logs out and signs in again', async () => {
    const { page } = bed;
    const account = { phone: '13900001111', userName: 'seller_one', password: 'Seller#2026' };
    await register(page, account);
    await expectToast(page, '注册成功，欢迎使用广告方案助手');
    await waitForRoute(page, /^\/overview/);
    await expectSignedIn(page, account.userName);

    await logOut(page);
    const cookies = await page.context().cookies();
    expect(cookies).not.toContainEqual(expect.objectContaining({ name: 'csrftoken' }));
    // The httpOnly session cookie is cleared only by the server: GET /logout was accepted (its CSRF header).
    expect(cookies).not.toContainEqual(expect.objectContaining({ name: 'sessionid' }));
    await open(page, '/index');
    await waitForRoute(page, /^\/login/);

    await signInWithUserName(page, account.userName, account.password);
    await expectToast(page, greetingPattern(account.userName));
    await expectSignedIn(page, account.userName);
  });

  it('does not say a phone number is registered to someone without its code', async () => {
    const { page } = bed;
    // The first journey registered 13900001111. Without that phone's code the answer is "wrong code",
    // never "already registered" (the server tests cover the answer with the right code).
    await open(page, '/register');
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    await page.getByLabel('手机号', { exact: true }).fill('13900001111');
    await page.getByLabel('短信验证码').fill('000000');
    await page.getByLabel('用户名', { exact: true }).fill('seller_again');
    await page.getByLabel('密码', { exact: true }).fill('Again#2026');
    await page.getByLabel('确认密码').fill('Again#2026');
    await acceptAgreement(page);
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expectToast(page, '验证码错误，请重新输入');
    expect(await page.getByText('该手机号已注册').count()).toBe(0);
  });

  it('resets a forgotten password with an SMS code and signs in with the new one', async () => {
    const { page } = bed;
    await open(page, '/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await page.getByLabel('手机号', { exact: true }).fill(bed.seller.phoneNumber);
    const code = await requestSmsCode(page, bed.server, bed.seller.phoneNumber, 'find_password');
    await page.getByLabel('短信验证码').fill(code);
    await page.getByLabel('新密码', { exact: true }).fill('Second#2026');
    await page.getByLabel('确认密码', { exact: true }).fill('Second#2026');
    await screenshot(page, 'find-password-zh');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expectToast(page, '密码已重置，请使用新密码登录');
    await waitForRoute(page, /^\/login/);

    await signInWithUserName(page, bed.seller.userName, 'Second#2026');
    await expectSignedIn(page, bed.seller.userName);
  });

  it('changes the password in the console, then signs in with the new one only', async () => {
    const { page } = bed;
    const account = { phone: '13900003333', userName: 'seller_three', password: 'Old#Pass2026' };
    await register(page, account);
    await expectSignedIn(page, account.userName);

    await userMenu(page, /个人中心/);
    await waitForRoute(page, /^\/personal-center$/);
    await page.getByText('139****3333').waitFor();
    await screenshot(page, 'personal-center-zh');

    await page.getByRole('button', { name: /修改密码/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('请输入当前密码').waitFor();
    await dialog.getByLabel('新密码', { exact: true }).fill('123');
    await dialog.getByLabel('确认新密码', { exact: true }).fill('456');
    await dialog.getByLabel('当前密码', { exact: true }).focus();
    await dialog.getByText('两次输入的密码不一致').waitFor();
    await screenshot(page, 'change-password-errors-zh', { fullPage: false });

    await dialog.getByLabel('当前密码', { exact: true }).fill(account.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('New#Pass2026');
    await dialog.getByLabel('确认新密码', { exact: true }).fill('New#Pass2026');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expectToast(page, /密码修改成功/);
    await dialog.waitFor({ state: 'hidden' });

    await logOut(page);
    await signInWithUserName(page, account.userName, account.password);
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    await page.getByLabel('密码', { exact: true }).fill('New#Pass2026');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expectToast(page, greetingPattern(account.userName));
    await expectSignedIn(page, account.userName);
  });
});
