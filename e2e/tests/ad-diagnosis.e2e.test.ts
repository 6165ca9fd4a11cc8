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
});
