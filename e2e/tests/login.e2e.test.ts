// Journeys of the login page: the three ways to sign in, the greeting, the failure message, the agreement
// tick and the language switch, with screenshots of the login page and the signed-in console in zh and en.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/browser';
import {
  acceptAgreement,
  chooseLoginTab,
  expectSignedIn,
  expectToast,
  greetingPattern,
  open,
  requestSmsCode,
  scrollTop,
  signInWithPhone,
  signInWithUserName,
  submitLogin,
  switchLanguage,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

describe('login page', () => {
  it('shows the login page in Chinese, switches to English and back', async () => {
    const { page } = bed;
    await open(page, '/login');
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['账号密码登录', '手机号密码登录', '验证码登录']);
    await screenshot(page, 'login-zh');

    await switchLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['User name', 'Phone & password', 'SMS code']);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await screenshot(page, 'login-en');

    await switchLanguage(page, '中文');
    await page.getByRole('heading', { name: '登录' }).waitFor();
  });

  it('requires the agreement tick and shows the contracts messages', async () => {
    const { page } = bed;
    await open(page, '/login');
    await page.getByLabel('用户名', { exact: true }).fill(bed.seller.userName);
    await page.getByLabel('密码', { exact: true }).fill(bed.seller.password);
    await submitLogin(page);
    await page.getByText('请阅读并勾选同意《用户服务协议》和《隐私政策》').waitFor();
    await page.getByLabel('用户名', { exact: true }).fill('1x');
    await page.getByLabel('密码', { exact: true }).focus();
    await page.getByText('用户名需为 4-20 位中文、字母、数字或下划线，并以中文或字母开头').waitFor();
    expect(await page.getByRole('link', { name: '《用户服务协议》' }).getAttribute('href')).toBe(
      '#/terms-of-service',
    );
    expect(await page.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('#/privacy');
  });

  it('shows the server message for a wrong password', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: '账号或密码错误，请重新输入' }).waitFor();
    expect(await page.getByText('登录接口异常').count()).toBe(0);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'csrftoken' }));
  });

  it('signs in with user name + password, greets, and shows the console in zh and en', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectToast(page, greetingPattern(bed.seller.userName));
    // The console opens on the seller's numbers; home stays one address away.
    await waitForRoute(page, /^\/overview/);
    await expectSignedIn(page, bed.seller.userName);
    await open(page, '/index');
    await page.getByText('关键词投放').waitFor();
    await screenshot(page, 'home-zh');

    // The header switch changes the language in place: the menu closes and the page stays at the top.
    await switchLanguage(page, 'English');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByText('Keyword targeting').waitFor();
    expect(await scrollTop(page)).toBe(0);
    await screenshot(page, 'home-en');
    await switchLanguage(page, '中文');
    await page.getByRole('button', { name: '用户菜单' }).waitFor();
    expect(await scrollTop(page)).toBe(0);
  });

  it('signs in with phone + password', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithPhone(page, bed.seller.phoneNumber, bed.seller.password);
    await expectToast(page, greetingPattern(bed.seller.userName));
    await expectSignedIn(page, bed.seller.userName);
  });

  it('signs in with phone + SMS code', async () => {
    const { page } = bed;
    await open(page, '/login');
    await chooseLoginTab(page, '验证码登录');
    await page.getByLabel('手机号').fill(bed.seller.phoneNumber);
    const code = await requestSmsCode(page, bed.server, bed.seller.phoneNumber, 'login');
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(code);
    await acceptAgreement(page);
    await submitLogin(page);
    await expectToast(page, greetingPattern(bed.seller.userName));
    await expectSignedIn(page, bed.seller.userName);
  });
});
