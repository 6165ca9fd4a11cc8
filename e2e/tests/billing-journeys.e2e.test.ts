// Paid usage in the browser: buy a package through the sandbox gateway and see the balance rise, request
// an invoice, and (as an operator granted by the CLI) confirm a bank transfer and issue the invoice; with
// pictures of the billing pages in zh and en at desktop and phone widths.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../src/browser';
import {
  expectSignedIn,
  expectToast,
  open,
  signInWithUserName,
  switchLanguage,
  waitForRoute,
} from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { REPO_ROOT } from '../src/repo-paths';

const bed = useConsoleTestBed();
const run = promisify(execFile);

/** `npm run operator -- <args>` against the test server's database. */
async function operatorCli(args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', resolve(REPO_ROOT, 'apps/server/src/cli/operator-cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: bed.server.dataDir, DATABASE_URL: '' },
    },
  );
  return stdout;
}

async function signIn(page: Page): Promise<void> {
  await open(page, '/login');
  await signInWithUserName(page, bed.seller.userName, bed.seller.password);
  await expectSignedIn(page, bed.seller.userName);
}

/** The balance the /charge page shows once it has loaded (and, with `expected`, once it shows that). */
async function balanceOnChargePage(page: Page, expected?: number): Promise<number> {
  await open(page, '/charge');
  const value = page.getByTestId('balance').locator('.ant-statistic-content-value');
  await value.filter({ hasText: /\d/ }).waitFor();
  if (expected !== undefined) await expect.poll(async () => Number(await value.innerText())).toBe(expected);
  return Number(await value.innerText());
}

/** Requests an invoice for the first invoiceable order on /invoice. */
async function requestInvoice(page: Page): Promise<void> {
  await open(page, '/invoice');
  await page.locator('.ant-table-row').first().getByRole('checkbox').check();
  await page.getByLabel('发票抬头（公司名称）').fill('示例科技有限公司');
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByLabel('接收邮箱').fill('finance@example.com');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expectToast(page, /开票申请已提交/);
  await page.locator('.ant-tag').filter({ hasText: '开票中' }).first().waitFor();
}

/** Through the purchase steps to the pay step: method, package (from the pricing link), confirm. */
async function placeOrder(page: Page, method: RegExp): Promise<void> {
  await open(page, '/pricing');
  await page
    .getByTestId('package-basic')
    .getByRole('button', { name: /立即购买/ })
    .click();
  await waitForRoute(page, /^\/purchase/);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByText('请确认订单').waitFor();
  await page.getByRole('button', { name: /提交订单/ }).click();
}

describe('billing journeys', () => {
  it('buys a package through the sandbox gateway and sees the balance rise, then requests an invoice', async () => {
    const { page } = bed;
    await signIn(page);
    const before = await balanceOnChargePage(page);
    await placeOrder(page, /在线支付/);
    await page
      .getByTestId('countdown')
      .filter({ hasText: /请在 [45]:\d\d 内完成支付/ })
      .waitFor();
    await screenshot(page, 'billing-pay-step-zh');
    // The pay page opens in a new tab, like a provider's page; paying there notifies the server.
    const [payPage] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('pay-page-link').click(),
    ]);
    await payPage.getByRole('button', { name: /支付 \/ Pay/ }).click();
    await payPage
      .locator('#result')
      .filter({ hasText: /支付成功/ })
      .waitFor();
    await payPage.close();
    // The pay step polls the order and shows the success screen with the new balance.
    await page.getByText('支付成功').first().waitFor();
    await expect.poll(() => page.getByText(new RegExp(`当前剩余 ${before + 10} 次`)).count()).toBe(1);
    await screenshot(page, 'billing-success-zh');
    expect(await balanceOnChargePage(page, before + 10)).toBe(before + 10);
    await page
      .getByText(/购买 基础版（订单 AP\d+）/)
      .first()
      .waitFor();
    await screenshot(page, 'billing-charge-zh');

    await requestInvoice(page);
    await screenshot(page, 'billing-invoice-zh');
  });

  it('an operator granted by the CLI confirms a bank transfer and issues the invoice', async () => {
    const { page } = bed;
    await signIn(page);
    const before = await balanceOnChargePage(page);
    await placeOrder(page, /银行转账/);
    const reference = await page.locator('.ant-descriptions-item-content strong').first().innerText();
    expect(reference).toMatch(/^AP\d{20}$/);
    await screenshot(page, 'billing-transfer-zh');

    // Not an operator yet: the desk says so (every desk call answers 409).
    await open(page, '/operator/desk');
    await page.getByText('您没有运营工作台的权限。').waitFor();
    expect(await operatorCli(['grant', bed.seller.userName])).toContain(`${bed.seller.userName}: operator`);

    await page.reload();
    await page.getByRole('tab', { name: '待确认转账' }).waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: reference });
    await row.getByRole('button', { name: /确认到账/ }).click();
    await page.getByPlaceholder('银行流水号（选填）').fill('BANK-0001');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认到账/ })
      .click();
    await expectToast(page, /转账已确认/);
    await screenshot(page, 'operator-desk-zh');
    expect(await balanceOnChargePage(page, before + 10)).toBe(before + 10);

    await requestInvoice(page);
    await open(page, '/operator/desk');

    await page.getByRole('tab', { name: '待开发票' }).click();
    await page
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /登记开票/ })
      .click();
    await page.getByLabel('发票号码').fill('No.20260001');
    await page.getByLabel('PDF 链接').fill('https://invoices.example.com/20260001.pdf');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /登记开票/ })
      .click();
    await expectToast(page, /发票已登记为已开具/);

    await open(page, '/invoice');
    await page.locator('.ant-tag').filter({ hasText: '已开票' }).first().waitFor();
    await page.getByText('No.20260001').waitFor();
    const audit = await operatorCli(['ledger', bed.seller.userName]);
    expect(audit).toContain(`order:${reference}`);

    // The audit log words every action and its detail in the console's language.
    await open(page, '/operator/desk');
    await page.getByRole('tab', { name: '操作日志' }).click();
    const cell = (text: string | RegExp) => page.getByRole('cell', { name: text });
    await cell('银行流水号 BANK-0001').waitFor();
    await cell(/^发票号码 No\.20260001，开票日期 \d{4}-\d{2}-\d{2}$/).waitFor();
    await cell('确认转账到账').first().waitFor();
    expect(await page.getByRole('cell', { name: /bank reference|confirm_transfer/ }).count()).toBe(0);
    await screenshot(page, 'operator-audit-zh-1440');
    await switchLanguage(page, 'English');
    await cell('Bank reference BANK-0001').waitFor();
    await cell(/^Invoice number No\.20260001, issued on/).waitFor();
    await screenshot(page, 'operator-audit-en-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await cell('Bank reference BANK-0001').waitFor();
    await screenshot(page, 'operator-audit-en-390');
    await switchLanguage(page, '中文');
    await cell('银行流水号 BANK-0001').waitFor();
    await screenshot(page, 'operator-audit-zh-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 150_000);

  it('shows the billing pages readable in zh and en at desktop and phone widths', async () => {
    const { page } = bed;
    await signIn(page);
    for (const language of ['zh', 'en'] as const) {
      if (language === 'en') await switchLanguage(page, 'English');
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        for (const path of ['/pricing', '/charge', '/invoice', '/operator/desk']) {
          await open(page, path);
          await page.locator('.ant-card').first().waitFor();
          // Measured and pictured once the page's answers are in (no spinner or skeleton left).
          await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth + 1,
          );
          expect(overflow, `${path} ${language} ${viewport.width}`).toBe(false);
          await screenshot(page, `billing${path.replaceAll('/', '-')}-${language}-${viewport.width}`);
        }
      }
    }
  });
});
