// Every manual, guide and service page renders from its markdown in zh and en: the title of the file,
// no figure placeholder left, no untranslated key, internal links inside the console; pictures of each.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTENT_PAGES } from '@adplan/contracts';
import { screenshot } from '../src/browser';
import { signIn, useLanguage, waitForArticle } from '../src/assistant-actions';
import { useConsoleTestBed } from '../src/console-test-bed';

const bed = useConsoleTestBed();

/** Text that gives away a missing translation or an unfilled figure. */
async function leftovers(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const keys = text.match(/\b(?:content|assistant|routes|common)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/g) ?? [];
  const figures = text.match(/\{\{[^}]*\}\}/g) ?? [];
  return [...keys, ...figures];
}

describe('content pages', () => {
  for (const [language, suffix] of [
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
  ] as const) {
    it(`renders every content page in ${language}`, async () => {
      const { page } = bed;
      await signIn(page, bed.seller.userName, bed.seller.password);
      await useLanguage(page, language);
      for (const content of CONTENT_PAGES) {
        await page.goto(`/#${content.path}`);
        await waitForArticle(page, content.slug);
        const title = await page
          .locator(`article[data-content-slug="${content.slug}"] h2`)
          .first()
          .innerText();
        expect(title.length, content.path).toBeGreaterThan(1);
        expect(await leftovers(page), content.path).toEqual([]);
        // The document title is the page title plus the product title (spec §2), never a key.
        expect(await page.title(), content.path).not.toMatch(/^[a-z]+[A-Z]\w*\b/);
        if (suffix === 'zh') expect(title, content.path).toMatch(/[\u4e00-\u9fff]/);
        else expect(title, content.path).not.toMatch(/[\u4e00-\u9fff]/);
        await screenshot(page, `content-${content.slug}-${suffix}`);
      }
    });
  }

  it('shows the pictures of the quick start and keeps links inside the console', async () => {
    const { page } = bed;
    await signIn(page, bed.seller.userName, bed.seller.password);
    await page.goto('/#/quick-start');
    await waitForArticle(page, 'quick-start');
    const images = page.locator('article[data-content-slug="quick-start"] img');
    expect(await images.count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => images.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: '批量表格下载指南' }).first().click();
    await waitForArticle(page, 'bulk-sheet-download');
    expect(new URL(page.url()).hash).toBe('#/guide/bulk-sheet-download');
  });

  it('renders prices from the contracts on the service pages', async () => {
    const { page } = bed;
    await signIn(page, bed.seller.userName, bed.seller.password);
    await page.goto('/#/coaching');
    await waitForArticle(page, 'coaching');
    expect(await page.locator('article[data-content-slug="coaching"]').innerText()).toMatch(/¥3,999/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/hosted-ad-service');
    await waitForArticle(page, 'hosted-ad-service');
    expect(await page.locator('article[data-content-slug="hosted-ad-service"]').innerText()).toMatch(
      /¥20,000/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    await screenshot(page, 'content-hosted-ad-service-phone-zh');
  });
});
