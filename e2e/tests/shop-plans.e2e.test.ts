// The linked-shop plan tools in the browser: every shop tool page in zh and en at desktop and phone width
// (the shop select's own state where no shop is linked), and the whole journey against the local fake of
// Amazon: link a shop through the sandbox consent page, make it usable (the two days after linking are
// moved into the past in the server's database), generate a keyword cold start from the shop's data, apply
// it, see every change in the seller's words and the apply confirmation (counts and money), leave the page
// and find the plan in the usage records, apply it from there, see every row applied, then undo it.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SHOP_TOOL_PATHS } from '@adplan/contracts';
import { openSession, screenshot } from '../src/browser';
import { open, signInWithUserName, switchLanguage, waitForRoute } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { linkUsableSandboxShop } from '../src/shop-actions';

const bed = useConsoleTestBed();
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  await waitForRoute(page, /^\/overview/);
}

function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The shop select where no shop is linked: its "authorise now" call to action (or its retry on a failed load). */
function shopSelectState(page: Page) {
  return page
    .getByRole('button', { name: /^(立即授权|Authorize now)$/i })
    .or(page.getByText(/^(店铺列表加载失败|The shop list could not be loaded)/));
}

/** The one of `locator`'s elements on the open tab (the console keeps other tabs' pages mounted, hidden). */
const visible = (locator: Locator) => locator.filter({ visible: true });

/** The totals of a forecast section (clicks and spend cards), to see them change. */
const forecastTotals = async (scope: Locator) =>
  `${await scope.getByTestId('forecast-card-clicks').innerText()} ${await scope.getByTestId('forecast-card-spend').innerText()}`;

/**
 * A keyword optimisation of the shop's own campaign shows its forecast before apply (issue 20): made from
 * the shop's report window, made again when the seller saves an edited bid, and shown in the usage records'
 * drawer in zh and en at 1440 and 390 px.
 */
async function seeShopForecast(page: Page, chooseShop: () => Promise<void>): Promise<void> {
  await open(page, SHOP_TOOL_PATHS['keyword-optimisation']);
  await chooseShop();
  await page.locator('[data-testid="shop-picker-campaign_id"]:visible').click();
  const exact = page.locator('.ant-select-item-option:visible').filter({ hasText: /SP - Exact · 投放中/ });
  await exact.first().waitFor({ timeout: 30_000 });
  await exact.first().click();
  await visible(page.getByLabel('自然转化率', { exact: false })).fill('10');
  await visible(page.getByLabel('目标 CPS', { exact: false })).fill('10');
  await visible(page.getByTestId('shop-generate')).click();
  await page.getByRole('button', { name: '确认生成' }).click();
  const section = visible(page.getByTestId('plan-forecast'));
  await section.waitFor({ timeout: 90_000 });
  expect(await section.getByTestId('forecast-window').innerText()).toMatch(
    /依据店铺 \d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d 的报告/,
  );
  await section.getByTestId('forecast-campaign-card').first().waitFor({ timeout: 60_000 });
  const generated = await forecastTotals(section);
  // The seller doubles a bid and saves: the server forecasts the saved plan again.
  // An empty bid field shows the planned bid as its placeholder.
  const bids = page.locator('[data-testid^="edit-bids."]:not([disabled]):visible');
  const values = await bids.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).placeholder),
  );
  const first = values.findIndex((value) => Number(value.replace(/,/g, '')) > 0);
  expect(first).toBeGreaterThanOrEqual(0);
  await bids.nth(first).fill((Number((values[first] ?? '').replace(/,/g, '')) * 2).toFixed(2));
  await visible(page.getByTestId('save-edits')).click();
  await expect
    .poll(() => visible(page.getByTestId('edit-status')).textContent(), { timeout: 60_000 })
    .toContain('已保存');
  await section.getByTestId('forecast-edited').waitFor();
  await expect.poll(() => forecastTotals(section)).not.toBe(generated);
  const edited = await forecastTotals(section);
  await screenshot(page, 'shop-forecast-tool-zh-1440');

  // The usage records' drawer shows the same (edited) forecast before the plan is applied.
  await open(page, '/adHistory');
  const openDrawer = async (button: string) => {
    await page
      .locator('[data-testid^="history-shop-"]')
      .first()
      .getByRole('button', { name: button })
      .click();
    const drawer = page.getByTestId('shop-plan-drawer');
    await drawer.getByTestId('plan-forecast').waitFor();
    await drawer.getByTestId('forecast-campaign-chart').first().waitFor({ timeout: 60_000 });
    return drawer;
  };
  let drawer = await openDrawer('查看变更');
  expect(await forecastTotals(drawer)).toBe(edited);
  await screenshot(page, 'shop-forecast-drawer-zh-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await drawer.locator('[data-testid^="forecast-row-"]').first().waitFor();
  // The drawer scrolls inside itself: one picture of its top (the cards), one of the rows as cards.
  await screenshot(page, 'shop-forecast-drawer-zh-390', { fullPage: false });
  await drawer.locator('[data-testid^="forecast-row-"]').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'shop-forecast-drawer-rows-zh-390', { fullPage: false });
  // The drawer covers the header: close it to switch languages, then open the plan again.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, 'English');
  drawer = await openDrawer('Open changes');
  expect(await drawer.getByTestId('forecast-window').innerText()).toMatch(
    /Made from the shop’s reports of \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d/,
  );
  expect(await drawer.getByTestId('forecast-card-spend').innerText()).toMatch(
    /Spend per day[\s\S]*80 % interval/,
  );
  // Reasons come in the page's language too: the drawer reads the plan again after the switch.
  await expect.poll(() => drawer.getByTestId('plan-forecast').innerText()).not.toMatch(/[\u4e00-\u9fa5]/);
  await screenshot(page, 'shop-forecast-drawer-en-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await drawer.locator('[data-testid^="forecast-row-"]').first().waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  // The drawer scrolls inside itself: one picture of its top (the cards), one of the rows as cards.
  await screenshot(page, 'shop-forecast-drawer-en-390', { fullPage: false });
  await drawer.locator('[data-testid^="forecast-row-"]').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'shop-forecast-drawer-rows-en-390', { fullPage: false });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, '中文');
}

describe('linked-shop plan tools', () => {
  it('draws every shop tool page in zh and en at 1440 and 390 px without sideways scrolling', async () => {
    for (const viewport of VIEWPORTS) {
      const session = await openSession(bed.browser, bed.server.baseUrl, viewport);
      const { page } = session;
      try {
        await signIn(page);
        for (const [flow, path] of Object.entries(SHOP_TOOL_PATHS)) {
          await open(page, path);
          await page
            .getByText(/^(授权店铺|Linked shop)$/)
            .first()
            .waitFor();
          await shopSelectState(page).first().waitFor();
          expect(await overflowsSideways(page)).toBe(false);
          if (flow === 'keyword-cold-start' || flow === 'sbv-optimisation')
            await screenshot(page, `shop-plans-${flow}-zh-${viewport.width}`);
        }
        await switchLanguage(page, 'English');
        await open(page, SHOP_TOOL_PATHS['keyword-cold-start']);
        await page.getByText('Linked shop', { exact: true }).first().waitFor();
        await shopSelectState(page).first().waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, `shop-plans-keyword-cold-start-en-${viewport.width}`);
        await switchLanguage(page, '中文');
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.context.close();
      }
    }
  });

  it('picks the campaign, brand and video from lists read from the shop, in zh and en, at 1440 and 390 px', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await linkUsableSandboxShop(page, bed.server.dataDir, bed.seller.userName);
    const chooseShop = async () => {
      await page.locator('#shop-plan-shop:visible').click();
      await page.locator('.ant-select-item-option:visible').first().click();
    };

    await open(page, SHOP_TOOL_PATHS['keyword-optimisation']);
    // No typed numeric id and no bulk-sheet hint: the campaigns come from the shop.
    await expect(page.getByText(/批量表格/).count()).resolves.toBe(0);
    await chooseShop();
    await page.locator('[data-testid="shop-picker-campaign_id"]:visible').click();
    const option = page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: /日预算 C?\$[\d,]+\.\d\d/ });
    await option.first().waitFor({ timeout: 30_000 });
    expect(await option.first().innerText()).toMatch(/ · (投放中|已暂停) · /);
    await screenshot(page, 'shop-pickers-campaign-zh-1440', { fullPage: false });
    const chosen = (await option.first().innerText()).split(' · ')[0] ?? '';
    await option.first().click();
    await expect
      .poll(() => page.locator('[data-testid="shop-picker-campaign_id"]:visible').innerText())
      .toContain(chosen);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="shop-picker-campaign_id"]:visible').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'shop-pickers-campaign-zh-390');

    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, SHOP_TOOL_PATHS['sbv-cold-start']);
    await chooseShop();
    await page.locator('[data-testid="shop-picker-brand_entity_id"]:visible').click();
    const brand = page.locator('.ant-select-item-option:visible').filter({ hasText: /ENTITY/ });
    await brand.first().waitFor({ timeout: 30_000 });
    await brand.first().click();
    await page.locator('[data-testid="shop-picker-asset_id"]:visible').click();
    const asset = page.locator('.ant-select-item-option:visible').filter({ hasText: /B0/ });
    await asset.first().waitFor({ timeout: 30_000 });
    await asset.first().click();
    await page.getByText('列出店铺现有 SB 视频广告使用的视频素材').waitFor();
    await screenshot(page, 'shop-pickers-sbv-zh-1440');

    await switchLanguage(page, 'English');
    await page.getByText('The video assets the shop’s SB video ads use').waitFor();
    await screenshot(page, 'shop-pickers-sbv-en-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="shop-picker-asset_id"]:visible').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'shop-pickers-sbv-en-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, SHOP_TOOL_PATHS['auto-optimisation']);
    await chooseShop();
    await page.locator('[data-testid="shop-picker-campaign_id"]:visible').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /daily budget (C?\$)[\d,]+\.\d\d/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'shop-pickers-campaign-en-1440', { fullPage: false });
    await switchLanguage(page, '中文');
    await page.keyboard.press('Escape');
    await seeShopForecast(page, chooseShop);
  }, 240_000);

  it('links a shop in the sandbox, generates a keyword cold start, confirms the apply from the usage records and undoes it', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await linkUsableSandboxShop(page, bed.server.dataDir, bed.seller.userName);

    await open(page, SHOP_TOOL_PATHS['keyword-cold-start']);
    await page.locator('#shop-plan-shop').click();
    await page.locator('.ant-select-item-option').first().click();
    const field = (label: string) => page.getByLabel(label, { exact: false });
    await field('广告活动名称').fill('E2E board launch');
    await field('广泛广告组名称').fill('e2e launch broad');
    await field('每日预算').fill('60');
    await field('SKU').fill('E2E-SKU-1');
    await field('主搜索词').fill('bamboo cutting board');
    await field('自然转化率').fill('10');
    await field('目标 CPS').fill('10');
    await page.getByTestId('shop-generate').click();
    await page.getByRole('button', { name: '确认生成' }).click();

    const changeSet = page.getByTestId('change-set');
    await changeSet.waitFor({ timeout: 90_000 });
    await expect(changeSet.getByText('E2E board launch').first().isVisible()).resolves.toBe(true);
    // Every change in the seller's words: states, strategies and match types as the console words them,
    // never the API's enums, and each keyword with its ad group.
    const reviewText = (await changeSet.innerText()).replace(/\s+/g, ' ');
    expect(reviewText).not.toMatch(
      /\b(ENABLED|PAUSED|LEGACY_FOR_SALES|AUTO_FOR_SALES|PLACEMENT_TOP|EXACT|BROAD)\b/,
    );
    expect(reviewText).toContain('已启用');
    expect(reviewText).toContain('广告组：e2e launch broad');
    expect(reviewText).toContain('广泛');
    await screenshot(page, 'shop-plans-change-set-zh-1440', { fullPage: true });

    // "上传到亚马逊" asks first, with what will change and the money it moves; cancelling sends nothing.
    await changeSet.getByTestId('change-set-apply').click();
    const confirmation = page.getByTestId('apply-confirm');
    await confirmation.waitFor();
    const confirmText = await confirmation.innerText();
    expect(confirmText).toMatch(/新建广告活动：\d+ 项/);
    expect(confirmText).toMatch(/新建关键词：\d+ 项/);
    expect(confirmText).toMatch(/新建广告活动的每日预算合计：C?\$60\.00/);
    await screenshot(page, 'shop-plans-apply-confirm-zh-1440', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: '暂不上传' }).click();
    await confirmation.waitFor({ state: 'hidden' });
    await changeSet.getByText(/当前状态：待上传/).waitFor();

    // The seller leaves the page: the plan waits in the usage records, where it is opened, applied and undone.
    await open(page, '/adHistory');
    const historyRow = page.locator('[data-testid^="history-shop-"]').first();
    await historyRow.getByText('待上传').waitFor();
    await switchLanguage(page, 'English');
    await historyRow.getByText('not applied yet').waitFor();
    await historyRow.getByRole('button', { name: 'Open changes' }).click();
    const drawerSet = page.getByTestId('shop-plan-drawer').getByTestId('change-set');
    await drawerSet.waitFor();
    const englishText = (await drawerSet.innerText()).replace(/\s+/g, ' ');
    expect(englishText).toContain('Enabled');
    expect(englishText).toContain('Ad group: e2e launch broad');
    expect(englishText).not.toMatch(/\b(ENABLED|LEGACY_FOR_SALES|PLACEMENT_TOP)\b/);
    await screenshot(page, 'shop-plans-history-change-set-en-1440', { fullPage: false });
    await drawerSet.getByTestId('change-set-apply').click();
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toMatch(/Daily budgets of the new campaigns: C?\$60\.00/);
    await screenshot(page, 'shop-plans-apply-confirm-en-1440', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'shop-plans-apply-confirm-en-390', { fullPage: false });
    await page
      .getByRole('dialog', { name: 'Apply to Amazon now?' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await confirmation.waitFor({ state: 'hidden' });
    await screenshot(page, 'shop-plans-history-change-set-en-390', { fullPage: false });
    // The drawer covers the header: close it to switch back to Chinese, then open the plan again.
    await page.keyboard.press('Escape');
    await drawerSet.waitFor({ state: 'hidden' });
    await switchLanguage(page, '中文');
    await historyRow.getByRole('button', { name: '查看变更' }).click();
    await drawerSet.getByTestId('change-set-apply').click();
    await confirmation.waitFor();
    await screenshot(page, 'shop-plans-apply-confirm-zh-390', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('dialog', { name: '确认上传到亚马逊？' })
      .getByRole('button', { name: '确认上传' })
      .click();
    await drawerSet.getByText(/当前状态：已全部生效/).waitFor({ timeout: 90_000 });
    expect(await drawerSet.getByText('失败', { exact: true }).count()).toBe(0);
    await historyRow.getByText('已全部生效').waitFor();
    await screenshot(page, 'shop-plans-applied-zh-1440', { fullPage: false });

    // antd spaces a two-character Chinese label ("撤 销"), so the name is matched loosely.
    await drawerSet.getByRole('button', { name: /^撤\s?销$/ }).click();
    await page
      .getByRole('dialog', { name: '确认撤销该方案？' })
      .getByRole('button', { name: /^撤\s?销$/ })
      .click();
    await drawerSet.getByText(/当前状态：已撤销/).waitFor({ timeout: 60_000 });
    await historyRow.getByText('已撤销').waitFor();
    await screenshot(page, 'shop-plans-undone-zh-1440', { fullPage: false });
  }, 240_000);
});
