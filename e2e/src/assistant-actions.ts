// Steps on the assistant and content pages, shared by the browser tests and the content screenshot
// script (so no test-runner imports here).
import type { Page } from 'playwright-core';

/** Signs in from the login page with a user name and password and waits for the console. */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel(/^(用户名|User name)$/).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(登\s*录|Sign in)$/ }).click();
  await page.waitForFunction(() => window.location.hash.startsWith('#/overview'));
}

/** Sets the interface language through the saved settings and reloads (as a returning seller would have it). */
export async function useLanguage(page: Page, language: 'zh-CN' | 'en-US'): Promise<void> {
  await page.evaluate((lang) => {
    const key = 'adplan.settings';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, language: lang }));
  }, language);
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Asks the assistant `question` in `mode` on the /communication page and waits for the answer card. */
export async function askAssistant(page: Page, question: string, mode: 'normal' | 'extended'): Promise<void> {
  const before = await page.getByTestId('assistant-answer').count();
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: mode === 'normal' ? /普通模式|Normal/ : /扩展模式|Extended/ })
    .click();
  await page.getByRole('textbox', { name: /输入您的问题|Type your question/ }).fill(question);
  await page.getByRole('button', { name: /发\s*送|Send/ }).click();
  await page.getByTestId('assistant-answer').nth(before).waitFor();
}

/** Waits until the content page shows its article. */
export async function waitForArticle(page: Page, slug: string): Promise<void> {
  await page.locator(`article[data-content-slug="${slug}"] h2`).first().waitFor();
}
