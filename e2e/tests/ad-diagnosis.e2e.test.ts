// The ad diagnosis page as a seller first meets it: signed in, from the menu's authorised-tools group, in
// Chinese and English, on a laptop and a phone without sideways scrolling, with the shop choice's own state
// and the upload-back box refusing a file whose name is not a diagnostic file's (screenshots diagnosis-*).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AD_DIAGNOSIS_PATH } from '@adplan/contracts';
import { screenshot } from '../src/browser';
import { expectSignedIn, open, signInWithUserName, switchLanguage } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { DEMO } from '../src/test-server';
import { DIAGNOSIS, DIAGNOSIS_LIST, SHOP_LIST } from '../src/diagnosis-answers';

const bed = useConsoleTestBed();

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('ad diagnosis page', () => {
  it('reads well in zh and en at 1440 px and 390 px, and checks an uploaded file name first', async () => {
    const { page } = bed;
    await open(page, '/login');
    await signInWithUserName(page, DEMO.userName, DEMO.password);
    await expectSignedIn(page, DEMO.userName);
    for (const [language, title, run] of [
      ['zh', '广告诊断', /开始诊断/],
      ['en', 'Ad diagnostics', /Run diagnosis/],
    ] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await open(page, AD_DIAGNOSIS_PATH);
        await page.getByText(title, { exact: true }).first().waitFor();
        // Nothing to run before a shop is chosen.
        expect(await page.getByRole('button', { name: run }).isDisabled()).toBe(true);
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
  });

  // The shops module and Amazon are not part of this branch's server, so these answers stand in for the
  // shop list and the diagnostic calls (contract-checked), to see how findings read on each screen.
  it('shows a diagnosis grouped by severity with figures, reason and action, in zh and en, 1440 and 390 px', async () => {
    const { page } = bed;
    const answer = (data: unknown) => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: 'ok', data }),
    });
    await page.route('**/api/auth_shop_list*', (route) => route.fulfill(answer(SHOP_LIST)));
    await page.route('**/api/ad_diagnosis_list*', (route) => route.fulfill(answer(DIAGNOSIS_LIST)));
    await page.route('**/api/ad_diagnosis?*', (route) => route.fulfill(answer(DIAGNOSIS)));
    await page.route('**/api/ad_diagnose', (route) => route.fulfill(answer(DIAGNOSIS)));
    await open(page, '/login');
    await signInWithUserName(page, DEMO.userName, DEMO.password);
    await expectSignedIn(page, DEMO.userName);
    for (const language of ['zh', 'en'] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await open(page, AD_DIAGNOSIS_PATH);
        await page.locator('#diagnosis-shop').click();
        await page.locator('.ant-select-item-option', { hasText: 'Acme Kitchen' }).first().click();
        await page.getByRole('button', { name: language === 'zh' ? /开始诊断/ : /Run diagnosis/ }).click();
        await page.getByText('cheap garlic tool', { exact: false }).first().waitFor();
        await page
          .getByText(language === 'zh' ? '预算过早耗尽' : 'Budget capped', { exact: false })
          .first()
          .waitFor();
        expect(await overflowsSideways(page), `${language} ${width}`).toBe(false);
        await screenshot(page, `diagnosis-findings-${language}-${width}`);
      }
    }
  });
});
