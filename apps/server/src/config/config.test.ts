import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      // Loopback unless HOST says otherwise: a development start with its demo login stays on this machine.
      host: '127.0.0.1',
      apiPrefix: '/api',
      dataDir: resolve(REPO_ROOT, 'data'),
      database: { kind: 'sqlite', file: resolve(REPO_ROOT, 'data', 'adplan.sqlite') },
      webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
      trustProxy: false,
      cookieSecure: false,
      logLevel: 'info',
      logFormat: 'pretty',
      sms: { provider: 'sandbox' },
      retentionIntervalMinutes: 60,
      sessionIdleDays: 14,
      sessionMaxDays: 30,
      smsDailyBudget: 1000,
      requestTimeoutSeconds: 120,
      clientErrorRateLimitPerMinute: 10,
      workStaleMs: 30_000,
      workHeartbeatMs: 5_000,
    });
  });

  it('reads the work stale time and heartbeat in whole seconds, at least three heartbeats per stale time', () => {
    const config = loadConfig({ WORK_STALE_SECONDS: '4', WORK_HEARTBEAT_SECONDS: '1' });
    expect([config.workStaleMs, config.workHeartbeatMs]).toEqual([4_000, 1_000]);
    // The default 5 s heartbeat does not fit three times in 10 s.
    expect(() => loadConfig({ WORK_STALE_SECONDS: '10' })).toThrow(
      /WORK_HEARTBEAT_SECONDS: must be at most a third/,
    );
    for (const value of ['2', '2.5', 'soon', '3601']) {
      expect(() => loadConfig({ WORK_STALE_SECONDS: value, WORK_HEARTBEAT_SECONDS: '1' })).toThrow(
        /WORK_STALE_SECONDS/,
      );
    }
    expect(() => loadConfig({ WORK_HEARTBEAT_SECONDS: '0' })).toThrow(/WORK_HEARTBEAT_SECONDS/);
  });

  it('refuses an absolute session lifetime shorter than the idle one', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '14', SESSION_MAX_DAYS: '7' })).toThrow(/SESSION_MAX_DAYS/);
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
  });

  it('reads RETENTION_INTERVAL_MINUTES as whole minutes between 1 and a week', () => {
    expect(loadConfig({ RETENTION_INTERVAL_MINUTES: '15' }).retentionIntervalMinutes).toBe(15);
    for (const value of ['0', '2.5', 'hourly', '10081']) {
      expect(() => loadConfig({ RETENTION_INTERVAL_MINUTES: value })).toThrow(/RETENTION_INTERVAL_MINUTES/);
    }
  });

  it('starts as one process doing both roles unless ROLE says web or worker, which need PostgreSQL', () => {
    expect(loadConfig({}).role).toBe('all');
    const url = 'postgres://adplan:secret@db:5432/adplan';
    expect(loadConfig({ ROLE: 'web', DATABASE_URL: url }).role).toBe('web');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: url }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: worker needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'both', DATABASE_URL: url })).toThrow(/ROLE/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://adplan:secret@db:5432/adplan' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://adplan:secret@db:5432/adplan' });
  });

  const tencent = {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKID',
    TENCENT_SMS_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '广告方案助手',
    TENCENT_SMS_TEMPLATE_ID: '123456',
    // Production also needs live payment: a provider, a public address and the payee account.
    PAYMENT_GATEWAY: 'live',
    PUBLIC_BASE_URL: 'https://adplan.example.com',
    WECHATPAY_APP_ID: 'wx0000000000000000',
    WECHATPAY_MCH_ID: '1900000000',
    WECHATPAY_SERIAL_NO: 'SERIAL',
    WECHATPAY_PRIVATE_KEY: 'pem',
    WECHATPAY_PLATFORM_PUBLIC_KEY: 'pem',
    WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
    BANK_ACCOUNT_NAME: '示例公司',
    BANK_NAME: '示例银行',
    BANK_ACCOUNT_NUMBER: '6222 0000 0000 0000',
    // ...and the live Amazon Ads API with a key for the shop tokens.
    AMAZON_ADS_CLIENT_ID: 'amzn1.application-oa2-client.test',
    AMAZON_ADS_CLIENT_SECRET: 'secret',
    AMAZON_ADS_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  it('turns secure cookies and JSON logs on in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...tencent });
    expect(config.cookieSecure).toBe(true);
    expect(config.logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false', ...tencent }).cookieSecure).toBe(
      false,
    );
  });

  it('refuses the sandbox payment gateway in production and half-configured providers', () => {
    const { PAYMENT_GATEWAY: _gateway, ...sandboxPayment } = tencent;
    expect(() => loadConfig({ NODE_ENV: 'production', ...sandboxPayment })).toThrow(
      /PAYMENT_GATEWAY: must be live in production/,
    );
    const { BANK_NAME: _bank, ...noBank } = tencent;
    expect(() => loadConfig({ NODE_ENV: 'production', ...noBank })).toThrow(
      /BANK_NAME: required in production/,
    );
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021' })).toThrow(
      /ALIPAY_PRIVATE_KEY: required with ALIPAY_APP_ID/,
    );
    expect(loadConfig({}).payment.gateway).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production', ...tencent }).payment.wechat?.mchId).toBe('1900000000');
  });

  it('talks to the local Amazon fake by default and to Amazon with live credentials', () => {
    const sandbox = loadConfig({ PORT: '9000' }).amazonAds;
    expect(sandbox.mode).toBe('sandbox');
    expect(sandbox.apiHost).toBe('http://127.0.0.1:9000/api/sandbox/amazon/ads');
    expect(sandbox.redirectUri).toBe('http://localhost:9000/authorize-result');
    // Replicas (and workers, which listen nowhere) all call the one fake of the first web process.
    const shared = loadConfig({ PORT: '0', AMAZON_ADS_SANDBOX_ORIGIN: 'http://127.0.0.1:18600' }).amazonAds;
    expect(shared.tokenUrl).toBe('http://127.0.0.1:18600/api/sandbox/amazon/auth/o2/token');
    expect(shared.apiHost).toBe('http://127.0.0.1:18600/api/sandbox/amazon/ads');
    expect(() => loadConfig({ AMAZON_ADS_SANDBOX_ORIGIN: 'http://127.0.0.1:1/x' })).toThrow(
      /AMAZON_ADS_SANDBOX_ORIGIN/,
    );
    const live = loadConfig({ NODE_ENV: 'production', ...tencent }).amazonAds;
    expect(live).toMatchObject({ mode: 'live', apiHost: 'https://advertising-api.amazon.com' });
    const { AMAZON_ADS_TOKEN_KEY: _key, ...noKey } = tencent;
    expect(() => loadConfig({ NODE_ENV: 'production', ...noKey })).toThrow(/AMAZON_ADS_TOKEN_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...tencent, AMAZON_ADS_MODE: 'sandbox' })).toThrow(
      /AMAZON_ADS_MODE: must be live in production/,
    );
  });

  it('refuses the sandbox SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER: must be aliyun or tencent/);
  });

  it('reads TRUST_PROXY as a flag or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });

  it('lists every bad variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        API_PREFIX: 'api/',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const names = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(names).toEqual(
        expect.arrayContaining([
          'NODE_ENV',
          'PORT',
          'DATABASE_URL',
          'API_PREFIX',
          'ALIYUN_SMS_ACCESS_KEY_SECRET',
          'ALIYUN_SMS_SIGN_NAME',
          'ALIYUN_SMS_TEMPLATE_CODE',
        ]),
      );
      expect((error as ConfigError).message).toContain('Invalid configuration');
    }
  });

  it('builds the Tencent SMS configuration when its credentials are complete', () => {
    const config = loadConfig(tencent);
    expect(config.sms).toEqual({
      provider: 'tencent',
      secretId: 'AKID',
      secretKey: 'key',
      sdkAppId: '1400000000',
      signName: '广告方案助手',
      templateId: '123456',
      region: 'ap-guangzhou',
    });
  });
});
