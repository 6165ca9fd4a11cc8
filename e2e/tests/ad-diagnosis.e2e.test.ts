// Ad diagnostics in the browser against the real server and its local fake of Amazon, with nothing faked in
// the page: the page before any shop (zh and en, 1440 and 390 px, upload-back refusing a wrongly named
// file), then the seller's journey — link a shop through the sandbox consent page, make it usable, run a
// diagnosis of a shop the tool has not touched (the 20014 explanation), create the tool's campaigns by
// generating and applying a keyword cold start, diagnose them (the start answers at once: the page shows the
// running diagnosis while its background job pulls the sandbox's reports, polls it, then shows "too early to
// judge": the campaigns were created a moment ago), and download the CSV (pattern name, UTF-8 BOM).
// Screenshots diagnosis-*.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AD_DIAGNOSIS_PATH, SHOP_TOOL_PATHS } from '@adplan/contracts';
import { screenshot } from '../src/browser';
import { open, signInWithUserName, switchLanguage, waitForRoute } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { linkUsableSandboxShop } from '../src/shop-actions';

const bed = useConsoleTestBed();
/** Reports of the sandbox take a few seconds and the client polls every 5 s or more. */
const DIAGNOSIS_TIMEOUT_MS = 150_000;
/** A journey here links, generates, applies and diagnoses twice: 60 s is too short on a busy machine. */
const JOURNEY_TIMEOUT_MS = 240_000;
const FILE_NAME = /^.+_(US|CA)_\d{4}-\d{2}-\d{2}_广告诊断\.csv$/;

function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  await waitForRoute(page, /^\/overview/);
}

async function chooseShop(page: Page, marketplace: 'US' | 'CA'): Promise<void> {
  await page.locator('#diagnosis-shop').click();
  await page.locator('.ant-select-item-option', { hasText: marketplace }).first().click();
}

const runButton = (page: Page) => page.getByRole('button', { name: /开始诊断|Run diagnosis/ });
/** The progress state of a running diagnosis. */
const running = (page: Page) => page.getByTestId('diagnosis-running');

describe('ad diagnosis page', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads well in zh and en at 1440 px and 390 px before any shop, and refuses a wrongly named upload', async () => {
    const { page } = bed;
    await signIn(page);
    for (const [language, title] of [
      ['zh', '广告诊断'],
      ['en', 'Ad diagnostics'],
    ] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await open(page, AD_DIAGNOSIS_PATH);
        await page.getByText(title, { exact: true }).first().waitFor();
        // Nothing to run before a shop is chosen.
        expect(await runButton(page).isDisabled()).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(await overflowsSideways(page), `${language} ${width}`).toBe(false);
        await screenshot(page, `diagnosis-empty-${language}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.setInputFiles('input[type=file]', {
      name: 'report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\r\n1,2\r\n'),
    });
    await page.getByText(/does not match/).waitFor();
    await screenshot(page, 'diagnosis-upload-bad-name-en-1440');
    await switchLanguage(page, '中文');
  });

  it('links a shop, explains 20014 before the tool made campaigns, then diagnoses the applied cold start and downloads the CSV', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await linkUsableSandboxShop(page, bed.server.dataDir, bed.seller.userName);

    // No tool campaigns yet: the explanation and the way to the authorised tools, not an error.
    await open(page, AD_DIAGNOSIS_PATH);
    await chooseShop(page, 'US');
    // The campaigns to diagnose are picked by name from the tool's campaigns in the shop: none yet.
    await page.locator('#diagnosis-campaigns').click();
    await page.getByText('这个店铺还没有本工具创建或优化的广告活动').waitFor();
    await page.keyboard.press('Escape');
    await runButton(page).click();
    await page.getByText('该店铺还没有可诊断的广告活动').waitFor({ timeout: DIAGNOSIS_TIMEOUT_MS });
    await expect(page.getByRole('button', { name: '前往授权工具' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'diagnosis-no-tool-campaigns-zh-1440');

    // The tool makes its campaigns: a keyword cold start generated from the shop and applied to Amazon.
    await open(page, SHOP_TOOL_PATHS['keyword-cold-start']);
    await page.locator('#shop-plan-shop').click();
    await page.locator('.ant-select-item-option', { hasText: 'US' }).first().click();
    const field = (label: string) => page.getByLabel(label, { exact: false });
    await field('广告活动名称').fill('E2E diagnosis launch');
    await field('广泛广告组名称').fill('e2e diagnosis broad');
    await field('每日预算').fill('60');
    await field('SKU').fill('E2E-SKU-1');
    await field('主搜索词').fill('bamboo cutting board');
    await field('自然转化率').fill('10');
    await field('目标 CPS').fill('10');
    await page.getByTestId('shop-generate').click();
    await page.getByRole('button', { name: '确认生成' }).click();
    const changeSet = page.getByTestId('change-set');
    await changeSet.waitFor({ timeout: 90_000 });
    await changeSet.getByRole('button', { name: '上传到亚马逊' }).click();
    // The apply asks first, with what will change.
    await page
      .getByRole('dialog', { name: '确认上传到亚马逊？' })
      .getByRole('button', { name: '确认上传' })
      .click();
    await changeSet.getByText(/当前状态：已全部生效/).waitFor({ timeout: 90_000 });

    // The start answers at once: the diagnosis runs in the background while the page polls it.
    await open(page, AD_DIAGNOSIS_PATH);
    await chooseShop(page, 'US');
    // The page stayed open in its tab: opening the picker reads the tool's campaigns again, now by name.
    await page.locator('#diagnosis-campaigns').click();
    const option = page.locator('.ant-select-item-option', { hasText: '· SP' }).first();
    await option.waitFor({ timeout: 15_000 });
    expect(await option.innerText()).not.toMatch(/^\d+$/);
    await screenshot(page, 'diagnosis-campaign-picker-zh-1440');
    await page.keyboard.press('Escape');
    await runButton(page).click();
    await running(page).waitFor({ timeout: 15_000 });
    await expect(running(page).getByText('正在拉取亚马逊报告…').isVisible()).resolves.toBe(true);
    await expect(
      running(page)
        .getByText(/开始，已用 \d+:\d{2}/)
        .isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('row').filter({ hasText: '诊断中' }).waitFor({ timeout: 10_000 });
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'diagnosis-running-zh-1440');
    // Campaigns created a moment ago are honestly "too early to judge", with the reason and what to do.
    await page.getByText('诊断结果').first().waitFor({ timeout: DIAGNOSIS_TIMEOUT_MS });
    await expect(running(page).count()).resolves.toBe(0);
    // The history line follows the end of the run.
    await page.getByRole('row').filter({ hasText: '已完成' }).first().waitFor({ timeout: 10_000 });
    await page.getByText('数据不足，暂不判断').first().waitFor();
    await expect(
      page
        .getByText(/订单归因尚未完成/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'diagnosis-too-early-zh-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /下载诊断 CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(FILE_NAME);
    expect(download.suggestedFilename()).toContain('_US_');
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('E2E diagnosis launch');

    // In English on a phone: a new diagnosis runs, then shows its findings in place.
    await switchLanguage(page, 'English');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, AD_DIAGNOSIS_PATH);
    await chooseShop(page, 'US');
    await page.getByText('Too early to judge').first().waitFor({ timeout: 30_000 });
    await runButton(page).click();
    await running(page).waitFor({ timeout: 15_000 });
    await expect(running(page).getByText('Pulling Amazon reports…').isVisible()).resolves.toBe(true);
    await expect(
      running(page)
        .getByText(/^Started at .+, \d+:\d{2} so far/)
        .isVisible(),
    ).resolves.toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'diagnosis-running-en-390');
    await page.getByText('Too early to judge').first().waitFor({ timeout: DIAGNOSIS_TIMEOUT_MS });
    await screenshot(page, 'diagnosis-done-en-390');
    await page.getByRole('row').filter({ hasText: 'Done' }).nth(1).waitFor({ timeout: 10_000 });

    // The same diagnosis in English and on a phone, from the shop's history.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await open(page, AD_DIAGNOSIS_PATH);
      await chooseShop(page, 'US');
      await page.getByText('Too early to judge').first().waitFor({ timeout: 30_000 });
      expect(await overflowsSideways(page), `en ${width}`).toBe(false);
      await screenshot(page, `diagnosis-too-early-en-${width}`);
    }
    await switchLanguage(page, '中文');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, AD_DIAGNOSIS_PATH);
    await chooseShop(page, 'US');
    await page.getByText('数据不足，暂不判断').first().waitFor({ timeout: 30_000 });
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'diagnosis-too-early-zh-390');

    // The other linked shop (CA) has no tool campaigns: the 20014 explanation on a phone.
    await chooseShop(page, 'CA');
    await runButton(page).click();
    await page.getByText('该店铺还没有可诊断的广告活动').waitFor({ timeout: DIAGNOSIS_TIMEOUT_MS });
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'diagnosis-no-tool-campaigns-zh-390');

    // A diagnostic CSV uploaded back must keep its pattern name: the downloaded one is read, a renamed one refused.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.setInputFiles('input[type=file]', {
      name: 'renamed.csv',
      mimeType: 'text/csv',
      buffer: csv,
    });
    await page
      .getByText(/不符合|does not match/)
      .first()
      .waitFor();
    await page.setInputFiles('input[type=file]', {
      name: download.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: csv,
    });
    await page.getByText(/^US · \d{4}-\d{2}-\d{2} · 共 2 行$/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'diagnosis-upload-read-back-zh-1440');

    // A diagnosis whose job failed: stored as Amazon leaves it after the report time limit (the sandbox
    // finishes its reports, so the row is written as the job writes it), shown with the code's sentence,
    // the reason and the code, and marked in the history.
    const stored = new Database(join(bed.server.dataDir, 'adplan.sqlite'));
    try {
      stored
        .prepare(
          "update diagnoses set state = 'failed', error_code = 20010, error_reason = 'report_timeout' where id = (select id from diagnoses order by created_at desc limit 1)",
        )
        .run();
    } finally {
      stored.close();
    }
    // A fresh load: the page's cache still holds the diagnosis as it was.
    await page.reload();
    await chooseShop(page, 'US');
    const failure = page.getByTestId('diagnosis-failed');
    await failure.waitFor({ timeout: 30_000 });
    await expect(failure.getByText('亚马逊在时限内没有生成完报告。').isVisible()).resolves.toBe(true);
    await expect(failure.getByText('广告诊断文件下载失败，请稍后重试').isVisible()).resolves.toBe(true);
    await expect(failure.getByText('错误代码 20010').isVisible()).resolves.toBe(true);
    await page.getByRole('row').filter({ hasText: '失败（20010）' }).waitFor();
    await screenshot(page, 'diagnosis-failed-zh-1440');
  });
});
