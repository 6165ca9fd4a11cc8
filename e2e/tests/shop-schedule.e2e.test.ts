// Shop schedule bidding in the browser against the server's own Amazon fake: sign in as the file's seller, link a shop
// through the sandbox consent page, make it usable (the two days after linking are moved into the past in
// the server's database), upload an hourly report naming one of the fake account's campaigns (and one the
// shop does not have), create the rule, read its 24-hour chart in Los Angeles and Beijing time and its next
// executions, then pause, resume and stop it, each after its confirmation; zh and en, 1440 and 390 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOP_SCHEDULE_PATH } from '@adplan/contracts';
import { AmazonFakeStore } from '../../apps/server/src/amazon/fake/fake-store';
import { openSession, screenshot } from '../src/browser';
import { open, signInWithUserName, switchLanguage, waitForRoute } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { linkUsableSandboxShop } from '../src/shop-actions';
import { hourlyReport } from '../src/plan-fixtures';

const bed = useConsoleTestBed();
const NOT_IN_SHOP = 'E2E campaign the shop does not have';

/**
 * The enabled campaign names every profile of the sandbox's first seller grant has: the server's fake
 * generates its accounts from its seed and grant number, so the same generator here names them.
 */
function sandboxCampaignNames(): string[] {
  const store = new AmazonFakeStore({
    security: { clientId: 'e2e', clientSecret: 'e2e', redirectUri: 'http://127.0.0.1/authorize-result' },
    now: Date.now,
  });
  const grant = store.createGrant('seller');
  const perProfile = store
    .profilesOf(grant.grantId)
    .map(
      (profile) =>
        new Set(
          profile.sp.campaigns
            .filter((c) => c.state === 'ENABLED' && c.targetingType === 'MANUAL')
            .map((c) => String(c.name)),
        ),
    );
  return [...(perProfile[0] ?? [])].filter((name) => perProfile.every((names) => names.has(name)));
}

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  await waitForRoute(page, /^\/overview/);
}

function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

async function chooseUsShop(page: Page): Promise<void> {
  await page.locator('#shop-schedule-shop').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'US' }).first().click();
}

/** Answers the open confirmation with its OK button (antd spaces two-character labels: "确 定"). */
async function confirm(page: Page): Promise<void> {
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /^(确\s?定|OK)$/ })
    .click();
}

describe('shop schedule bidding', () => {
  it('creates a rule from an hourly report, shows its chart and next runs, pauses, resumes and stops it', async () => {
    const campaign = sandboxCampaignNames()[0];
    expect(campaign).toBeTruthy();
    const { page } = bed;
    await signIn(page);
    await linkUsableSandboxShop(page, bed.server.dataDir, bed.seller.userName);

    await open(page, SHOP_SCHEDULE_PATH);
    await chooseUsShop(page);
    await page.getByText('该店铺还没有分时规则').waitFor();
    // A file chosen by mistake can be taken out without a hover (a phone has none).
    await page
      .locator('input[type=file]')
      .setInputFiles([{ ...(await hourlyReport(new Date(), [campaign!])), name: 'wrong-week.csv' }]);
    await page.mouse.move(0, 0);
    const wrong = page.locator('.ant-upload-list-item').filter({ hasText: 'wrong-week.csv' });
    const remove = wrong.getByRole('button', { name: /删除|Remove/ });
    expect(await remove.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    await remove.click();
    await expect.poll(() => wrong.count()).toBe(0);
    await page
      .locator('input[type=file]')
      .setInputFiles([await hourlyReport(new Date(), [campaign!, NOT_IN_SHOP])]);
    await page.getByRole('button', { name: '读取分时规则' }).click();
    await page.getByText(`${NOT_IN_SHOP}（店铺中未找到该广告活动）`).waitFor({ timeout: 60_000 });
    const candidate = page.locator('.ant-card-type-inner').filter({ hasText: campaign! });
    await expect(candidate.getByRole('checkbox').isChecked()).resolves.toBe(true);
    // The bands are drawn by ECharts, loaded lazily: their clock labels are SVG text once it is in.
    const chart = candidate.getByTestId('schedule-day-chart');
    await chart.locator('text', { hasText: '站点时间' }).waitFor();
    await chart.locator('text', { hasText: '北京时间' }).waitFor();
    await chart.locator('text', { hasText: '-50%' }).first().waitFor();
    await screenshot(page, 'shop-schedule-preview-zh-1366');
    await page.getByRole('button', { name: /为 1 个广告活动启动分时竞价/ }).click();

    const row = page.locator('.ant-table-row').filter({ hasText: campaign! });
    await row.getByText('运行中').waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByText('接下来的执行时间').waitFor();
    // The next period starts, each in marketplace time and Beijing time.
    await expect(
      page
        .getByText(/站点 \d\d-\d\d \d\d:\d\d（北京 \d\d-\d\d \d\d:\d\d）/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page
      .getByText(/成功|等待执行/)
      .first()
      .waitFor();
    // The list refreshes itself until the first execution has a result.
    await row.getByText('成功', { exact: true }).waitFor({ timeout: 20_000 });
    await page
      .locator('.ant-table-expanded-row')
      .getByText('成功', { exact: true })
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'shop-schedule-rule-zh-1366');

    await row.getByRole('button', { name: /^暂\s?停$/ }).click();
    await confirm(page);
    await row.getByText('已暂停').waitFor();
    await row.getByRole('button', { name: /^恢\s?复$/ }).click();
    await confirm(page);
    await row.getByText('运行中').waitFor();
    await row.getByRole('button', { name: /^停\s?止$/ }).click();
    await page.getByText('停止后会把竞价恢复为基础竞价，且无法再启用。确定停止？').waitFor();
    await confirm(page);
    await row.getByText(/已停止|停止中/).waitFor();
    await expect(row.getByRole('button', { name: /^停\s?止$/ }).count()).resolves.toBe(0);
    expect(await overflowsSideways(page)).toBe(false);

    // The same page in zh and en at desktop and phone width, with the rule's detail open.
    for (const width of [1440, 390] as const) {
      const session = await openSession(bed.browser, bed.server.baseUrl, {
        width,
        height: width > 800 ? 900 : 844,
      });
      const view = session.page;
      try {
        await signIn(view);
        for (const language of ['zh', 'en'] as const) {
          if (language === 'en') await switchLanguage(view, 'English');
          await open(view, SHOP_SCHEDULE_PATH);
          await chooseUsShop(view);
          const line = view.locator('.ant-table-row').filter({ hasText: campaign! });
          await line.waitFor();
          // The page may still hold the row open from the other language.
          const collapsed = line.locator('.ant-table-row-expand-icon-collapsed');
          if ((await collapsed.count()) > 0) await collapsed.click();
          await view
            .getByText(language === 'zh' ? '暂无执行记录' : 'No executions yet')
            .or(view.locator('.ant-table-expanded-row .ant-tag').first())
            .first()
            .waitFor();
          await view
            .getByText(language === 'zh' ? '站点时间' : 'Marketplace')
            .first()
            .waitFor();
          expect(await overflowsSideways(view)).toBe(false);
          await screenshot(view, `shop-schedule-${language}-${width}`);
        }
        await switchLanguage(view, '中文');
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.context.close();
      }
    }
  }, 150_000);
});
