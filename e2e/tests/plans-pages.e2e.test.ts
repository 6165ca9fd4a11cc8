// The plan tool pages as a seller finds them: bookmarked while signed out they go through /login and come
// back; the menu holds them under the tools group; each reads well in Chinese and English on a laptop and
// a phone (screenshots of every tool page in .artifacts/screenshots/plans-*).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AD_HISTORY_PATH, PLAN_TOOL_PATHS, UPLOAD_CHECK_PATH } from '@adplan/contracts';
import { screenshot } from '../src/browser';
import {
  currentRoute,
  expectSignedIn,
  open,
  signInWithUserName,
  switchLanguage,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { workbookWithViolations, workbookWithoutViolations } from '../src/plan-fixtures';

const bed = useConsoleTestBed();

/** Every page of the plans area with the title its heading shows in zh and en. */
const PAGES = [
  {
    path: PLAN_TOOL_PATHS['keyword-cold-start'],
    name: 'keyword-cold-start',
    zh: '关键词冷启动',
    en: 'Keyword cold start',
  },
  {
    path: PLAN_TOOL_PATHS['keyword-optimisation'],
    name: 'keyword-optimisation',
    zh: '关键词优化',
    en: 'Keyword optimisation',
  },
  {
    path: PLAN_TOOL_PATHS['asin-cold-start'],
    name: 'asin-cold-start',
    zh: 'ASIN 冷启动',
    en: 'ASIN cold start',
  },
  {
    path: PLAN_TOOL_PATHS['asin-optimisation'],
    name: 'asin-optimisation',
    zh: 'ASIN 优化',
    en: 'ASIN optimisation',
  },
  {
    path: PLAN_TOOL_PATHS['auto-cold-start'],
    name: 'auto-cold-start',
    zh: '自动投放冷启动',
    en: 'Auto targeting cold start',
  },
  {
    path: PLAN_TOOL_PATHS['auto-optimisation'],
    name: 'auto-optimisation',
    zh: '自动投放优化',
    en: 'Auto targeting optimisation',
  },
  { path: PLAN_TOOL_PATHS['sbv-cold-start'], name: 'sbv-cold-start', zh: 'SBV 冷启动', en: 'SBV cold start' },
  {
    path: PLAN_TOOL_PATHS['sbv-optimisation'],
    name: 'sbv-optimisation',
    zh: 'SBV 优化',
    en: 'SBV optimisation',
  },
  { path: PLAN_TOOL_PATHS.schedule, name: 'schedule-bidding', zh: '分时竞价', en: 'Schedule bidding' },
  { path: UPLOAD_CHECK_PATH, name: 'upload-check', zh: '上传前检查', en: 'Pre-upload check' },
  { path: AD_HISTORY_PATH, name: 'ad-history', zh: '使用记录', en: 'Usage records' },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('plan tool pages', () => {
  it('sends a bookmarked tool page through /login and back to it', async () => {
    const { page } = bed;
    await open(page, PLAN_TOOL_PATHS['keyword-cold-start']);
    await waitForRoute(page, /^\/login\?redirect=/);
    expect(decodeURIComponent(currentRoute(page))).toBe(
      `/login?redirect=${PLAN_TOOL_PATHS['keyword-cold-start']}`,
    );
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await waitForRoute(page, /^\/keyword-ads-v4\/kt-hb$/);
    await page.getByRole('heading', { name: '关键词冷启动' }).waitFor();
  });

  it('lists the tools in the menu with the SP v4 group open, and the home guide links to them', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);
    await waitForRoute(page, /^\/overview$/);
    await open(page, '/index');
    const menu = page.getByRole('menu').first();
    await menu.getByText('关键词冷启动').waitFor();
    await menu.getByText('自动投放优化').waitFor();
    await page.getByRole('main').getByRole('link', { name: '冷启动工具' }).first().click();
    await waitForRoute(page, /^\/keyword-ads-v4\/kt-hb$/);
    await page.getByRole('heading', { name: '关键词冷启动' }).waitFor();
  });

  it('explains each broken upload rule of any workbook in the seller language, consuming no use', async () => {
    const { page } = bed;
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);
    await open(page, UPLOAD_CHECK_PATH);
    await page.setInputFiles('#plan-file-bulk', [await workbookWithViolations()]);
    await page.getByRole('button', { name: /开始检查/ }).click();
    await page.getByText('发现 3 处问题，请修改后再上传。').waitFor({ timeout: 30_000 });
    await page.getByText('预算 -5 超出范围：US 站点允许 1–1000000 USD。').waitFor();
    await page.getByText(/竞价 0.01 超出范围/).waitFor();
    await screenshot(page, 'plans-upload-check-violations-zh-1440');

    await switchLanguage(page, 'English');
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByText('-5 is outside the allowed range 1–1000000 USD for US.')
      .waitFor({ timeout: 30_000 });

    // A correct workbook breaks nothing; no use was consumed by any check.
    await page.setInputFiles('#plan-file-bulk', [await workbookWithoutViolations()]);
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByText('No upload rule is broken. The sheet is ready for Amazon.')
      .waitFor({ timeout: 30_000 });
    await open(page, PLAN_TOOL_PATHS['keyword-cold-start']);
    await expect.poll(() => page.getByTestId('plan-balance').textContent()).toBe('10');
  });

  it('shows every tool page in Chinese and English at 1440 px and 390 px without sideways scrolling', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, bed.seller.userName, bed.seller.password);
    await expectSignedIn(page, bed.seller.userName);
    for (const language of ['zh', 'en'] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const tool of PAGES) {
          await open(page, tool.path);
          await page.getByRole('main').getByText(tool[language], { exact: true }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await overflowsSideways(page), `${tool.name} ${language} ${viewport.width}`).toBe(false);
          await screenshot(page, `plans-${tool.name}-${language}-${viewport.width}`);
        }
      }
    }
  }, 240_000);
});
