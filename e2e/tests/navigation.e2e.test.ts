// Navigation journeys: the login guard and its redirect parameter, unknown paths, the tab bar with its
// close actions, the confirmation before a reload, the error pages and the legal texts.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/browser';
import {
  currentRoute,
  expectSignedIn,
  open,
  signInWithUserName,
  userMenu,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

/** A phone number as the personal centre shows it (138****8000). */
const maskedPhone = (phoneNumber: string) => `${phoneNumber.slice(0, 3)}****${phoneNumber.slice(-4)}`;

describe('navigation', () => {
  it('sends a signed-out visit of a protected page to /login with redirect, and returns there after login', async () => {
    const { page } = bed;
    await open(page, '/personal-center');
    await waitForRoute(page, /^\/login\?redirect=/);
    expect(decodeURIComponent(currentRoute(page))).toBe('/login?redirect=/personal-center');

    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await waitForRoute(page, /^\/personal-center$/);
    await expectSignedIn(page, bed.seller.userName);

    // Signed in, the login page is not shown again: the console opens on the seller's numbers, and `/`
    // leads there too while home stays at its own address.
    await open(page, '/login');
    await waitForRoute(page, /^\/overview$/);
    await open(page, '/');
    await waitForRoute(page, /^\/overview$/);
    await open(page, '/index');
    await waitForRoute(page, /^\/index$/);
  });

  it('shows /404 for an unknown path at once, signed out or signed in', async () => {
    const { page } = bed;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).hash);
    });
    await open(page, '/no/such/page');
    await waitForRoute(page, /^\/404$/);
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    expect(visited.filter((hash) => hash.startsWith('#/login'))).toEqual([]);
    await screenshot(page, 'not-found-zh');

    // Home needs a session: signed out, the way home leads to the login page.
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForRoute(page, /^\/login$/);
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);

    await open(page, '/another/unknown');
    await waitForRoute(page, /^\/404$/);
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForRoute(page, /^\/overview$/);
  });

  it('opens tabs for home and the personal centre and closes them with the tab actions', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);
    await waitForRoute(page, /^\/overview/);
    // Start from home alone: the overview the console opened on is closed with the others.
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await waitForRoute(page, /^\/index$/);

    await userMenu(page, /个人中心/);
    await waitForRoute(page, /^\/personal-center$/);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页', '个人中心']);
    await page.getByText(maskedPhone(bed.seller.phoneNumber)).waitFor();
    await screenshot(page, 'tab-bar-zh');

    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭当前' }).click();
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页']);
    await waitForRoute(page, /^\/index$/);

    // Right after switching tabs, the bar's menu acts on the tab just chosen.
    await userMenu(page, /个人中心/);
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页', '个人中心']);
    await page.getByRole('tab', { name: '首页' }).click();
    await waitForRoute(page, /^\/index$/);
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页']);
    expect(currentRoute(page)).toBe('/index');

    // A right-click menu acts on the tab it was opened on.
    await userMenu(page, /个人中心/);
    await waitForRoute(page, /^\/personal-center$/);
    await page.getByRole('tab', { name: '首页' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页']);
    await waitForRoute(page, /^\/index$/);

    await userMenu(page, /个人中心/);
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect.poll(() => tabs.allTextContents()).toEqual(['首页']);
    await waitForRoute(page, /^\/index$/);
  });

  it('asks before a reload of the console, and comes back signed in once accepted', async () => {
    const { page, dialogs } = bed.session;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);
    await waitForRoute(page, /^\/overview$/);
    expect(dialogs).toEqual([]);

    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expectSignedIn(page, bed.seller.userName);
    expect(currentRoute(page)).toBe('/overview');
  });

  it('shows the error pages with a way home', async () => {
    const { page } = bed;
    for (const [path, sentence] of [
      ['/401', '抱歉，您的账号没有访问该页面或执行该操作的权限。'],
      ['/403', '抱歉，服务器拒绝了这次访问。'],
      ['/50x', '抱歉，服务器出现错误，请稍后刷新重试。'],
    ] as const) {
      await open(page, path);
      await page.getByText(sentence).waitFor();
      await page.getByRole('button', { name: '返回首页' }).waitFor();
    }
  });

  it('shows the legal texts with a table of contents, from the login page', async () => {
    const { page } = bed;
    await open(page, '/login');
    await page.getByRole('link', { name: '隐私政策', exact: true }).click();
    await waitForRoute(page, /^\/privacy$/);
    await page.getByRole('heading', { name: '隐私政策', level: 1 }).waitFor();
    // The table of contents scrolls the section just below the sticky header, without leaving the route.
    await page.getByRole('link', { name: '七、您的权利' }).click();
    const rights = page.getByRole('heading', { name: '七、您的权利' });
    await expect.poll(async () => Math.round((await rights.boundingBox())?.y ?? -1)).toBeGreaterThan(60);
    await expect.poll(async () => Math.round((await rights.boundingBox())?.y ?? -1)).toBeLessThan(140);
    expect(currentRoute(page)).toBe('/privacy');

    // A related text opens at its top.
    await page.getByRole('link', { name: '第三方服务说明' }).last().click();

    await waitForRoute(page, /^\/third-party-services$/);
    await page.getByRole('heading', { name: '第三方服务说明', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('cell', { name: '亚马逊广告 API' }).waitFor();
    await screenshot(page, 'third-party-services-zh');

    await open(page, '/terms-of-service');
    await page.getByRole('heading', { name: '用户服务协议', level: 1 }).waitFor();
    await screenshot(page, 'terms-of-service-zh');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: '用户服务协议', level: 1 }).waitFor();
    await screenshot(page, 'terms-of-service-zh-390');
  });
});
