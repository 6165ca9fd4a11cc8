// Linking a shop through the local Amazon fake, as a seller does it in the browser.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { open, waitForRoute } from './console-actions';

/**
 * Links the fake's seller account ("立即授权", its consent page, "Seller account") and makes the new shops of
 * `userName` usable at once: a shop is usable two days after linking (spec §1) and the server under test has
 * no clock to move, so that moment is put into the past in its SQLite file (`dataDir`). Other sellers' shops
 * on the same server are left as they are.
 */
export async function linkUsableSandboxShop(page: Page, dataDir: string, userName: string): Promise<void> {
  await open(page, '/shop-authorize/authorize-method');
  await page.getByRole('button', { name: '立即授权' }).click();
  await page.waitForURL(/\/api\/sandbox\/amazon\/ap\/oa/);
  await page.getByRole('button', { name: /^Seller account \// }).click();
  await waitForRoute(page, /^\/authorize-result/);
  await page.getByText('授权成功').waitFor();
  const database = new Database(join(dataDir, 'adplan.sqlite'));
  try {
    const updated = database
      .prepare('update shops set usable_from = ? where user_id = (select id from users where user_name = ?)')
      .run('2000-01-01T00:00:00.000Z', userName);
    if (updated.changes === 0) throw new Error(`${userName} has no linked shop to make usable.`);
  } finally {
    database.close();
  }
}
