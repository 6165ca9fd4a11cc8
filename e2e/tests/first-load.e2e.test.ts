// The console's first load: the gzipped JavaScript a first visit of the login page downloads, measured in
// Chromium (every script response, gzipped as a server would) and from the build's manifest
// (scripts/first-load-size.ts). The figure is printed; it may not grow past the ceiling.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_CEILING_BYTES,
  kilobytes,
  measureFirstLoad,
} from '../../scripts/first-load-size';
import { open } from '../src/console-actions';
import { useConsoleTestBed } from '../src/console-test-bed';
import { WEB_DIST_DIR } from '../src/repo-paths';

const bed = useConsoleTestBed();

describe('first load', () => {
  it('keeps the JavaScript of a first visit of the login page under its ceiling', async () => {
    const { page } = bed;
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      void response.body().then(
        (body) => scripts.set(url, gzipSync(body, { level: 9 }).length),
        () => undefined,
      );
    });
    await open(page, '/login');
    await page.getByRole('button', { name: /^(登\s*录|Sign in)$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const inBrowser = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const fromManifest = measureFirstLoad(WEB_DIST_DIR).totalGzipBytes;
    console.log(
      `first load of /login: ${kilobytes(inBrowser)} gzipped in Chromium (${scripts.size} scripts), ` +
        `${kilobytes(fromManifest)} by the manifest; goal ${kilobytes(FIRST_LOAD_BUDGET_BYTES)}`,
    );
    // The browser also fetches the login page's lazily loaded locale namespaces; both figures agree closely.
    expect(Math.abs(inBrowser - fromManifest)).toBeLessThan(16 * 1024);
    expect(inBrowser).toBeLessThanOrEqual(FIRST_LOAD_CEILING_BYTES);
    // The console shell, the plan tools and antd's Result are not part of it.
    expect([...scripts.keys()].some((url) => /shell-layout|tool-page|load-error-result/.test(url))).toBe(
      false,
    );
  });
});
