// Issue 8 §4 at the HTTP edge: caching, framework errors in the envelope, time-outs, shutdown, the request
// log, security events, the client error log, and how the SQLite files are created.
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage } from '@adplan/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MissingDataDirectoryError, createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  requestSmsCode,
  startTestApp,
  type TestApp,
} from './helpers/test-app';

/** Sends raw bytes to a listening server and returns everything it answers before closing. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describeEachDatabase('account edge hardening', (target) => {
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

  const app = () => t!.app;

  it('sends Cache-Control: no-store on every API answer, success or error', async () => {
    t = await startTestApp(target);
    const user = await createUser(t);
    const session = await loginAs(t, user);
    const answers = [
      await app().inject({ method: 'GET', url: '/api/user_info', ...asBrowser(session) }),
      await app().inject({ method: 'GET', url: '/api/user_info' }),
      await app().inject({ method: 'GET', url: '/api/nowhere' }),
      await app().inject({ method: 'POST', url: '/api/login', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed URL in the {code, msg} envelope', async () => {
    t = await startTestApp(target);
    const response = await app().inject({
      method: 'GET',
      url: '/api/user_info/%zz',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: errorMessage('server.badUrl', 'en') });
  });

  it('answers requests that arrive during shutdown with 503 in the envelope', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    t = await startTestApp(target, {}, (server) =>
      server.get('/api/test_slow', async () => {
        await held;
        return { code: 200, msg: 'ok' };
      }),
    );
    await app().listen({ port: 0, host: '127.0.0.1' });
    const port = (app().server.address() as { port: number }).port;
    // A request in flight keeps the server draining; a second one pipelined on the same connection
    // after shutdown began meets the shutdown answer.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write('GET /api/test_slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app().close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /api/user_info HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closing;
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    const second = answer.slice(answer.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 503,
      msg: errorMessage('server.shuttingDown', 'en'),
    });
  });

  it('times out a request whose body does not arrive, answering 408 in the envelope', async () => {
    t = await startTestApp(target, { requestTimeoutSeconds: 1 });
    await app().listen({ port: 0, host: '127.0.0.1' });
    const port = (app().server.address() as { port: number }).port;
    const started = Date.now();
    const answer = await rawRequest(
      port,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 408,
      msg: errorMessage('server.requestTimeout', 'zh'),
    });
  });

  it('logs each request once, and static console files below INFO', async () => {
    t = await startTestApp(target, { webDistDir: webDist });
    await app().inject({ method: 'GET', url: '/api/user_info' });
    await app().inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const requestLines = t.logLines.filter((line) => line.msg === 'request' || line.msg === 'static file');
    expect(requestLines).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/user_info', status: 401 }),
    ]);
    expect(t.logLines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs security events with subject and IP and never a secret', async () => {
    t = await startTestApp(target);
    const user = await createUser(t);
    const wrong = 'Wrong#pass1';
    await app().inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.0.1',
      payload: {
        login_type: 'username_password',
        user_name: user.user_name,
        password: wrong,
        agreement: true,
      },
    });
    const session = await loginAs(t, user, '10.7.0.2');
    const { code } = await requestSmsCode(t, user.phone_number, 'login', '10.7.0.3');
    await app().inject({
      method: 'PUT',
      url: '/api/reset_password',
      remoteAddress: '10.7.0.2',
      cookies: asBrowser(session).cookies,
      headers: { 'x-csrftoken': 'forged' },
      payload: { password: user.password, new_password: 'Next#pass22', passwordagain: 'Next#pass22' },
    });
    await app().inject({
      method: 'PUT',
      url: '/api/reset_password',
      remoteAddress: '10.7.0.2',
      ...asBrowser(session),
      payload: { password: user.password, new_password: 'Next#pass22', passwordagain: 'Next#pass22' },
    });
    for (let failure = 0; failure < 5; failure += 1) {
      await app().inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.7.0.9',
        payload: {
          login_type: 'username_password',
          user_name: user.user_name,
          password: wrong,
          agreement: true,
        },
      });
    }
    const events = t.logLines.filter((line) => String(line.event ?? '').startsWith('security.'));
    const byName = (name: string) => events.filter((line) => line.event === `security.${name}`);
    const subject = `user:${user.id}`;
    expect(byName('login.failed')[0]).toMatchObject({ subject, ip: '10.7.0.1', method: 'username_password' });
    expect(byName('login.ok')[0]).toMatchObject({ subject, ip: '10.7.0.2' });
    expect(byName('sms.issued')[0]).toMatchObject({
      subject: `phone:${user.phone_number.slice(0, 3)}****${user.phone_number.slice(7)}`,
      ip: '10.7.0.3',
      purpose: 'login',
      delivery: 'sent',
    });
    expect(byName('csrf.refused')[0]).toMatchObject({ subject, ip: '10.7.0.2', path: '/api/reset_password' });
    expect(byName('password.changed')[0]).toMatchObject({ subject, ip: '10.7.0.2' });
    expect(byName('login.locked')[0]).toMatchObject({ subject, ip: '10.7.0.9' });
    const text = JSON.stringify(events);
    for (const secret of [
      wrong,
      user.password,
      'Next#pass22',
      code ?? 'no-code',
      session.sessionid,
      session.csrftoken,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(user.phone_number);
  });

  it('POST /client_errors logs the report with page and release, without a session', async () => {
    t = await startTestApp(target);
    const report = {
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module',
      page: '/home',
      release: 'abc123',
    };
    const response = await app().inject({ method: 'POST', url: '/api/client_errors', payload: report });
    expect(response.statusCode).toBe(200);
    expect(t.logLines.find((line) => line.event === 'client.error')).toMatchObject({ ...report, user: null });
  });

  it('POST /client_errors takes JSON only, checks CSRF for signed-in browsers, and is rate-limited', async () => {
    t = await startTestApp(target, { clientErrorRateLimitPerMinute: 2 });
    const form = await app().inject({
      method: 'POST',
      url: '/api/client_errors',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'kind=render&message=x&page=%2F&release=r',
      remoteAddress: '10.8.0.1',
    });
    expect(form.statusCode).toBe(415);
    const session = await loginAs(t, await createUser(t));
    const report = { kind: 'render', message: 'boom', page: '/home', release: 'r' };
    const forged = await app().inject({
      method: 'POST',
      url: '/api/client_errors',
      cookies: asBrowser(session).cookies,
      payload: report,
      remoteAddress: '10.8.0.2',
    });
    expect(forged.statusCode).toBe(403);
    const statuses = [];
    for (let sent = 0; sent < 3; sent += 1) {
      const answer = await app().inject({
        method: 'POST',
        url: '/api/client_errors',
        payload: report,
        remoteAddress: '10.8.0.3',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('SQLite files', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'adplan-data-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data folder 0700 and the database files 0600', async () => {
    const file = join(root, 'fresh', 'adplan.sqlite');
    const database = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database);
    expect(statSync(join(root, 'fresh')).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    await database.close();
  });

  it('refuses a missing data folder in production instead of creating an empty database', () => {
    const file = join(root, 'missing', 'adplan.sqlite');
    expect(() => createDatabase({ kind: 'sqlite', file }, { requireExistingDirectory: true })).toThrow(
      MissingDataDirectoryError,
    );
    expect(() => statSync(join(root, 'missing'))).toThrow();
  });
});
