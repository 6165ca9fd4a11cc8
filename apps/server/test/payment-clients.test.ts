// The real payment clients against key pairs and vectors the test builds, and against a local fake HTTP
// server standing in for Alipay's gateway and WeChat Pay's API: request signatures verify with the
// merchant's public key, notifications verify with the provider's key (and forged ones do not), WeChat
// resources decrypt with the APIv3 key, and refunds reach the provider.
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { AlipayGateway } from '../src/modules/billing/payments/alipay-gateway';
import { WechatPayGateway } from '../src/modules/billing/payments/wechat-pay-gateway';
import {
  authorizationHeader,
  decryptResource,
  requestMessage,
  signPlatformMessage,
} from '../src/modules/billing/payments/wechat-pay-signature';

function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const merchant = rsaPair();
const provider = rsaPair();
const stranger = rsaPair();

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server answering with `answer(request)`; records every request. */
async function fakeServer(answer: (request: Received, response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Alipay's content to sign: sorted `key=value` pairs without sign (and, for requests, with sign_type). */
function alipaySignContent(fields: Record<string, string>, dropSignType: boolean): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && !(dropSignType && key === 'sign_type'))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

describe('Alipay client', () => {
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  let gateway: AlipayGateway;
  beforeAll(async () => {
    // Alipay's gateway: checks the request signature with the merchant key and signs its answer.
    fake = await fakeServer((request, response) => {
      const params = Object.fromEntries(
        new URLSearchParams(`${request.url.split('?')[1] ?? ''}&${request.body}`),
      );
      const valid = createVerify('RSA-SHA256')
        .update(alipaySignContent(params, false))
        .verify(merchant.publicKey, params.sign ?? '', 'base64');
      const method = params.method ?? '';
      const key = `${method.replaceAll('.', '_')}_response`;
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      const content = valid
        ? JSON.stringify({
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no,
            qr_code: `https://qr.alipay.test/${biz.out_trade_no}`,
          })
        : JSON.stringify({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
      const sign = createSign('RSA-SHA256').update(content).sign(provider.privateKey, 'base64');
      response.setHeader('content-type', 'application/json');
      response.end(`{"${key}":${content},"sign":"${sign}"}`);
    });
    gateway = new AlipayGateway({
      appId: '2021000000000001',
      privateKey: merchant.privateKey,
      alipayPublicKey: provider.publicKey,
      gateway: `${fake.url}/gateway.do`,
      notifyUrl: 'https://adplan.example.com/api/pay/notify/alipay',
      returnUrl: 'https://adplan.example.com/#/charge',
    });
  });
  afterAll(() => fake.close());

  it('signs the page-pay URL and gets the precreate QR from a gateway that checks the signature', async () => {
    const start = await gateway.createPayment({
      outTradeNo: 'AP1',
      totalFen: 69900,
      subject: '基础版',
      expiresAt: '2025-01-15T02:05:00.000Z',
    });
    expect(start.qrCode).toBe('https://qr.alipay.test/AP1');
    const page = new URL(start.payPageUrl ?? '');
    const fields = Object.fromEntries(page.searchParams);
    expect(fields).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: '2021000000000001',
      sign_type: 'RSA2',
    });
    expect(JSON.parse(fields.biz_content ?? '{}')).toMatchObject({
      total_amount: '699.00',
      time_expire: '2025-01-15 10:05:00',
    });
    const signed = createVerify('RSA-SHA256')
      .update(alipaySignContent(fields, false))
      .verify(merchant.publicKey, fields.sign ?? '', 'base64');
    expect(signed).toBe(true);
    expect(fake.received.at(-1)?.url).toContain('method=alipay.trade.precreate');
  });

  it('verifies a notification signed with the Alipay key and refuses one signed with another key', async () => {
    const fields: Record<string, string> = {
      notify_id: 'n1',
      app_id: '2021000000000001',
      out_trade_no: 'AP1',
      trade_no: '2025011522001',
      total_amount: '699.00',
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: '2026-01-15 09:30:05',
      subject: '基础 版&符号',
      sign_type: 'RSA2',
    };
    const signWith = (key: string) =>
      createSign('RSA-SHA256').update(alipaySignContent(fields, true)).sign(key, 'base64');
    const body = (sign: string) => new URLSearchParams({ ...fields, sign }).toString();
    const good = await gateway.verifyNotification({ headers: {}, body: body(signWith(provider.privateKey)) });
    expect(good).toEqual({
      ok: true,
      notification: {
        outTradeNo: 'AP1',
        providerTradeNo: '2025011522001',
        paidFen: 69900,
        appId: '2021000000000001',
        succeeded: true,
        notificationId: 'n1',
        // Beijing wall-clock time: 8 hours ahead of UTC.
        paidAt: Date.parse('2026-01-15T01:30:05Z'),
      },
    });
    expect(
      (await gateway.verifyNotification({ headers: {}, body: body(signWith(stranger.privateKey)) })).ok,
    ).toBe(false);
    const tampered = new URLSearchParams({
      ...fields,
      total_amount: '0.01',
      sign: signWith(provider.privateKey),
    }).toString();
    expect((await gateway.verifyNotification({ headers: {}, body: tampered })).ok).toBe(false);
  });

  it('refunds through alipay.trade.refund with one request number per order', async () => {
    await gateway.refund({ outTradeNo: 'AP9', totalFen: 69900, refundFen: 69900, reason: 'late' });
    const request = fake.received.at(-1);
    const params = Object.fromEntries(
      new URLSearchParams(`${request?.url.split('?')[1] ?? ''}&${request?.body ?? ''}`),
    );
    expect(params.method).toBe('alipay.trade.refund');
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({
      out_trade_no: 'AP9',
      refund_amount: '699.00',
      out_request_no: 'refund-AP9',
    });
  });
});

describe('WeChat Pay client', () => {
  const apiV3Key = randomBytes(16).toString('hex');
  const clock = new ManualClock(Date.parse('2025-01-15T02:00:00.000Z'));
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  let gateway: WechatPayGateway;

  /** The API's answer: signed with the platform key, as WeChat Pay signs every answer. */
  const platformAnswer = (response: ServerResponse, status: number, body: string) => {
    const timestamp = String(Math.floor(clock.now() / 1000));
    const nonce = randomBytes(8).toString('hex');
    response.statusCode = status;
    response.setHeader('wechatpay-timestamp', timestamp);
    response.setHeader('wechatpay-nonce', nonce);
    response.setHeader(
      'wechatpay-signature',
      signPlatformMessage(`${timestamp}\n${nonce}\n${body}\n`, provider.privateKey),
    );
    response.end(body);
  };

  beforeAll(async () => {
    fake = await fakeServer((request, response) => {
      // The API checks the merchant's Authorization header before anything else.
      const auth = /signature="([^"]+)",timestamp="(\d+)"/.exec(request.headers.authorization ?? '');
      const nonce = /nonce_str="([^"]+)"/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const valid =
        auth !== null &&
        createVerify('RSA-SHA256')
          .update(
            requestMessage({
              method: request.method,
              urlPath: request.url,
              timestamp: Number(auth[2]),
              nonce,
              body: request.body,
            }),
          )
          .verify(merchant.publicKey, auth[1] ?? '', 'base64');
      if (!valid) return platformAnswer(response, 401, JSON.stringify({ code: 'SIGN_ERROR' }));
      if (request.url === '/v3/pay/transactions/native') {
        const order = JSON.parse(request.body) as { out_trade_no: string };
        return platformAnswer(
          response,
          200,
          JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` }),
        );
      }
      return platformAnswer(response, 200, JSON.stringify({ status: 'PROCESSING' }));
    });
    gateway = new WechatPayGateway(
      {
        appId: 'wx1234567890',
        mchId: '1900000001',
        serialNo: 'MERCHANTSERIAL',
        privateKey: merchant.privateKey,
        platformPublicKey: provider.publicKey,
        apiV3Key,
        baseUrl: fake.url,
        notifyUrl: 'https://adplan.example.com/api/pay/notify/wechat',
      },
      clock,
    );
  });
  afterAll(() => fake.close());

  it('builds the v3 Authorization header over method, path, timestamp, nonce and body', () => {
    const request = {
      method: 'POST',
      urlPath: '/v3/pay/transactions/native',
      timestamp: 1736906400,
      nonce: 'abc',
      body: '{"a":1}',
    };
    const header = authorizationHeader(request, {
      mchId: '1900000001',
      serialNo: 'S1',
      privateKey: merchant.privateKey,
    });
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="abc",signature="[^"]+",timestamp="1736906400",serial_no="S1"$/,
    );
    expect(requestMessage(request)).toBe('POST\n/v3/pay/transactions/native\n1736906400\nabc\n{"a":1}\n');
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(
      createVerify('RSA-SHA256')
        .update(requestMessage(request))
        .verify(merchant.publicKey, signature, 'base64'),
    ).toBe(true);
  });

  it('gets the Native code_url from an API that checks the merchant signature', async () => {
    const start = await gateway.createPayment({
      outTradeNo: 'AP2',
      totalFen: 199900,
      subject: '标准版',
      expiresAt: '2025-01-15T02:05:00.000Z',
    });
    expect(start).toEqual({ payPageUrl: null, qrCode: 'weixin://wxpay/bizpayurl?pr=AP2' });
    expect(JSON.parse(fake.received.at(-1)?.body ?? '{}')).toMatchObject({
      amount: { total: 199900, currency: 'CNY' },
      time_expire: '2025-01-15T10:05:00+08:00',
    });
  });

  /** A notification as WeChat Pay sends it: AES-256-GCM resource, platform-signed headers. */
  const notification = (
    transaction: object,
    signingKey = provider.privateKey,
    timestamp = Math.floor(clock.now() / 1000),
  ) => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const encrypted = Buffer.concat([
      cipher.update(JSON.stringify(transaction)),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypted.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    const headerNonce = randomBytes(8).toString('hex');
    return {
      headers: {
        'wechatpay-timestamp': String(timestamp),
        'wechatpay-nonce': headerNonce,
        'wechatpay-signature': signPlatformMessage(`${timestamp}\n${headerNonce}\n${body}\n`, signingKey),
        'wechatpay-serial': 'PLATFORM',
      },
      body,
    };
  };
  const paid = {
    appid: 'wx1234567890',
    mchid: '1900000001',
    out_trade_no: 'AP2',
    transaction_id: '4200000001',
    trade_state: 'SUCCESS',
    amount: { total: 199900, currency: 'CNY' },
    success_time: '2026-01-15T09:30:05+08:00',
  };

  it('verifies, decrypts and normalises a notification; refuses other keys, stale times and tampering', async () => {
    expect(await gateway.verifyNotification(notification(paid))).toEqual({
      ok: true,
      notification: {
        outTradeNo: 'AP2',
        providerTradeNo: '4200000001',
        paidFen: 199900,
        appId: 'wx1234567890',
        succeeded: true,
        notificationId: 'EV-1',
        paidAt: Date.parse('2026-01-15T01:30:05Z'),
      },
    });
    expect(await gateway.verifyNotification(notification(paid, stranger.privateKey))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const stale = notification(paid, provider.privateKey, Math.floor(clock.now() / 1000) - 600);
    expect(await gateway.verifyNotification(stale)).toEqual({ ok: false, reason: 'stale timestamp' });
    const good = notification(paid);
    expect((await gateway.verifyNotification({ ...good, body: good.body.replace('EV-1', 'EV-2') })).ok).toBe(
      false,
    );
    expect((await gateway.verifyNotification(notification({ ...paid, mchid: '1900000999' }))).ok).toBe(false);
  });

  it('decrypts with the APIv3 key only', () => {
    const { body } = notification(paid);
    const resource = (JSON.parse(body) as { resource: Parameters<typeof decryptResource>[0] }).resource;
    expect(JSON.parse(decryptResource(resource, apiV3Key))).toMatchObject({ out_trade_no: 'AP2' });
    expect(() => decryptResource(resource, randomBytes(16).toString('hex'))).toThrow();
  });

  it('refunds through the domestic refunds API and refuses answers the platform did not sign', async () => {
    await gateway.refund({ outTradeNo: 'AP2', totalFen: 199900, refundFen: 199900, reason: 'late' });
    expect(fake.received.at(-1)?.url).toBe('/v3/refund/domestic/refunds');
    expect(JSON.parse(fake.received.at(-1)?.body ?? '{}')).toMatchObject({
      out_refund_no: 'refund-AP2',
      amount: { refund: 199900, total: 199900 },
    });
    const unsigned = new WechatPayGateway(
      {
        appId: 'wx1',
        mchId: '1',
        serialNo: 'S',
        privateKey: merchant.privateKey,
        platformPublicKey: stranger.publicKey,
        apiV3Key,
        baseUrl: fake.url,
        notifyUrl: 'https://x',
      },
      clock,
    );
    await expect(
      unsigned.refund({ outTradeNo: 'AP3', totalFen: 1, refundFen: 1, reason: 'x' }),
    ).rejects.toThrow(/signature invalid/);
  });
});
