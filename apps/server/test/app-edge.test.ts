import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage } from '@adplan/contracts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-database';
import { AppError, HttpStatus } from '../src/lib/app-error';
import { MINUTE_MS, toStoredTime } from '../src/lib/clock';
import { createUser, startTestApp, type TestApp } from './helpers/test-app';

describeEachDatabase('HTTP edge', (target) => {
  let t: TestApp | undefined;
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'adplan-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>AdPlan</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers unknown API routes with a 404 JSON body in the caller language', async () => {
    t = await startTestApp(target);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/does_not_exist',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: errorMessage('server.notFound', 'en') });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing_here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('hides the details of unexpected errors and logs them', async () => {
    t = await startTestApp(target, {}, (app) =>
      app.get('/api/test_boom', async () => {
        throw new Error('database password is hunter2 at /srv/secret.ts:42');
      }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/test_boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: errorMessage('server.internal', 'zh') });
    expect(response.body).not.toMatch(/hunter2|secret|stack/);
    expect(t.logLines.some((line) => line.level === 50 && JSON.stringify(line).includes('hunter2'))).toBe(
      true,
    );
  });

  it('answers thrown non-Error values and framework-looking errors without their details', async () => {
    t = await startTestApp(target, {}, (app) => {
      app.get('/api/test_throw_string', async () => {
        throw 'connection string postgres://adplan:hunter2@db/main';
      });
      app.get('/api/test_throw_object', async () => {
        throw { statusCode: 400, message: 'column password_hash of relation users' };
      });
      app.get('/api/test_throw_rejected', () => Promise.reject(new TypeError('Cannot read /srv/app.ts')));
    });
    const internal = { code: 500, msg: errorMessage('server.internal', 'zh') };
    expect((await t.app.inject({ method: 'GET', url: '/api/test_throw_string' })).json()).toEqual(internal);
    expect((await t.app.inject({ method: 'GET', url: '/api/test_throw_rejected' })).json()).toEqual(internal);
    const object = await t.app.inject({ method: 'GET', url: '/api/test_throw_object' });
    expect(object.statusCode).toBe(400);
    expect(object.json()).toEqual({ code: 400, msg: errorMessage('server.validationFailed', 'zh') });
    for (const url of ['/api/test_throw_string', '/api/test_throw_object', '/api/test_throw_rejected']) {
      expect((await t.app.inject({ method: 'GET', url })).body).not.toMatch(/hunter2|password_hash|srv/);
    }
  });

  it('accepts form-encoded bodies and refuses unknown content types as bad input', async () => {
    t = await startTestApp(target);
    await createUser(t, { user_name: 'form_user', phone_number: '13700000001', password: 'Secret#123' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone_number=13700000001&purpose=login',
    });
    expect(form.statusCode).toBe(200);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sms',
      headers: { 'content-type': 'application/xml' },
      payload: '<sms/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 415, msg: errorMessage('server.validationFailed', 'zh') });
  });

  it('answers a no-permission refusal with 409 and its message', async () => {
    t = await startTestApp(target, {}, (app) =>
      app.get('/api/test_forbidden', async () => {
        throw new AppError(HttpStatus.noPermission, HttpStatus.noPermission);
      }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/test_forbidden' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, msg: errorMessage(409, 'zh') });
  });

  it('answers 413 to an oversized body', async () => {
    t = await startTestApp(target);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user_name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    // The message states the limit that applied (the JSON limit of 1 MB here).
    expect(response.json()).toEqual({
      code: 413,
      msg: errorMessage('server.payloadTooLargeLimit', 'zh', { limit: '1 MB' }),
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `phone_number=${'1'.repeat(1024 * 1024 + 10)}`,
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ code: 413, msg: 'What you sent is too large. It can be at most 1 MB.' });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/client_errors',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ kind: 'render', message: 'x'.repeat(20_000), page: '/', release: 'r1' }),
    });
    expect(report.json()).toEqual({ code: 413, msg: 'What you sent is too large. It can be at most 16 KB.' });
  });

  it('answers 429 above the general API ceiling', async () => {
    t = await startTestApp(target, { rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/user_info' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/user_info',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.json()).toEqual({ code: 429, msg: errorMessage('server.rateLimited', 'en') });
  });

  it('accepts a provider retrying a notification beyond the general ceiling, which still holds elsewhere', async () => {
    t = await startTestApp(target, { rateLimitPerMinute: 300 });
    const app = t.app;
    const user = await createUser(t);
    await t.database.db
      .insertInto('billing_orders')
      .values({
        out_trade_no: 'AP-BURST',
        user_id: user.id,
        package_type: 'basic',
        pay_method: 'alipay',
        total_fen: 69900,
        uses: 10,
        valid_days: 30,
        status: 'pending',
        created_at: toStoredTime(t.clock.now()),
        expires_at: toStoredTime(t.clock.now() + 5 * MINUTE_MS),
      })
      .execute();
    // One provider server (one IP) sends the notification 400 times within the minute.
    const notification = t.payments.notificationFor('AP-BURST', 69900);
    const answers = await Promise.all(
      Array.from({ length: 400 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          headers: notification.headers,
          payload: notification.body,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    // The notify burst used none of the general allowance: 300 more calls pass, the 301st is refused.
    const general: number[] = [];
    for (let request = 0; request < 301; request += 1) {
      general.push((await app.inject({ method: 'GET', url: '/api/user_info' })).statusCode);
    }
    expect(general.filter((status) => status === 401)).toHaveLength(300);
    expect(general.at(-1)).toBe(429);
  });

  it('gives the notify routes a ceiling of their own', async () => {
    t = await startTestApp(target, { paymentNotifyRateLimitPerMinute: 2 });
    const send = () => t!.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: '{}' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('applies the tighter ceiling to pre-session calls', async () => {
    t = await startTestApp(target, { authRateLimitPerMinute: 2 });
    const send = () => t!.app.inject({ method: 'POST', url: '/api/sms', payload: {} });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
  });

  it('sends a CSP that lets the console and antd run, without HSTS on plain HTTP', async () => {
    t = await startTestApp(target);
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'ok', data: { database: target.name } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests behind HTTPS', async () => {
    t = await startTestApp(target, { cookieSecure: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('serves the built console: index.html revalidated, hashed assets cached for a year', async () => {
    t = await startTestApp(target, { webDistDir: webDist });
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>AdPlan</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.json().code).toBe(404);
  });

  it('warns and serves the API only when the console is not built', async () => {
    t = await startTestApp(target);
    expect(
      t.logLines.some((line) => line.level === 40 && String(line.msg).includes('Web console not built')),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
