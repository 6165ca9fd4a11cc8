// The live providers' notify endpoints through the whole app: an Alipay form notification and a WeChat
// Pay API v3 notification, signed with keys the test generates, pay the order once; replays and forgeries
// credit nothing; a late WeChat payment is refunded through the (fake) WeChat refund API.
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createPorts } from '../src/app';
import { MINUTE_MS, toStoredTime } from '../src/lib/clock';
import { orderExpiry } from '../src/modules/billing/order-expiry';
import { AlipayGateway } from '../src/modules/billing/payments/alipay-gateway';
import { WechatPayGateway } from '../src/modules/billing/payments/wechat-pay-gateway';
import { signPlatformMessage } from '../src/modules/billing/payments/wechat-pay-signature';
import { describeEachDatabase } from './helpers/test-database';
import { createUser, startTestApp, type TestApp } from './helpers/test-app';

function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
const merchant = rsaPair();
const alipay = rsaPair();
const wechat = rsaPair();
const apiV3Key = randomBytes(16).toString('hex');
const ALIPAY_APP = '2021000000000009';
const WECHAT_APP = 'wx0000000000000009';
const MCH_ID = '1900000009';

describeEachDatabase('provider notifications', (target) => {
  let t: TestApp;
  const refunds: string[] = [];
  beforeEach(async () => {
    refunds.length = 0;
    // The WeChat refund API, answered and signed as the platform would.
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      refunds.push(`${String(url)} ${String(init?.body)}`);
      const body = JSON.stringify({ status: 'PROCESSING' });
      const timestamp = String(Math.floor(t.clock.now() / 1000));
      return new Response(body, {
        status: 200,
        headers: {
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': 'n',
          'wechatpay-signature': signPlatformMessage(`${timestamp}\nn\n${body}\n`, wechat.privateKey),
        },
      });
    }) as typeof fetch;
    t = await startTestApp(target, {}, undefined, {
      gateways: (clock) => ({
        sandbox: null,
        gateways: {
          alipay: new AlipayGateway({
            appId: ALIPAY_APP,
            privateKey: merchant.privateKey,
            alipayPublicKey: alipay.publicKey,
            gateway: 'http://127.0.0.1:9/gateway.do',
            notifyUrl: 'https://adplan.example.com/api/pay/notify/alipay',
            returnUrl: 'https://adplan.example.com/#/charge',
          }),
          wechat: new WechatPayGateway(
            {
              appId: WECHAT_APP,
              mchId: MCH_ID,
              serialNo: 'S',
              privateKey: merchant.privateKey,
              platformPublicKey: wechat.publicKey,
              apiV3Key,
              baseUrl: 'https://api.mch.weixin.qq.com',
              notifyUrl: 'https://adplan.example.com/api/pay/notify/wechat',
            },
            clock,
            fakeFetch,
          ),
        },
      }),
    });
  });
  afterEach(async () => {
    await t.close();
  });

  /** A pending order placed now (as POST /charge would have, without calling the provider). */
  const pendingOrder = async (userId: number, payMethod: 'alipay' | 'wechat', outTradeNo: string) => {
    await t.database.db
      .insertInto('billing_orders')
      .values({
        out_trade_no: outTradeNo,
        user_id: userId,
        package_type: 'basic',
        pay_method: payMethod,
        total_fen: 69900,
        uses: 10,
        valid_days: 30,
        status: 'pending',
        created_at: toStoredTime(t.clock.now()),
        expires_at: toStoredTime(t.clock.now() + 5 * MINUTE_MS),
      })
      .execute();
  };
  const balance = async (userId: number) =>
    (await createPorts(t.database, t.clock).usageLedger.account(t.database.db, userId)).balance;

  const alipayNotification = (
    outTradeNo: string,
    key = alipay.privateKey,
    appId = ALIPAY_APP,
    gmtPayment?: string,
  ) => {
    const fields: Record<string, string> = {
      notify_id: randomBytes(4).toString('hex'),
      app_id: appId,
      out_trade_no: outTradeNo,
      trade_no: '2025011522001',
      total_amount: '699.00',
      trade_status: 'TRADE_SUCCESS',
      ...(gmtPayment === undefined ? {} : { gmt_payment: gmtPayment }),
    };
    const content = Object.keys(fields)
      .sort()
      .map((name) => `${name}=${fields[name]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
    return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
  };

  const wechatNotification = (outTradeNo: string, successTime?: string) => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const plain = JSON.stringify({
      appid: WECHAT_APP,
      mchid: MCH_ID,
      out_trade_no: outTradeNo,
      transaction_id: '4200000009',
      trade_state: 'SUCCESS',
      amount: { total: 69900, currency: 'CNY' },
      ...(successTime === undefined ? {} : { success_time: successTime }),
    });
    const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: 'EV-9',
      event_type: 'TRANSACTION.SUCCESS',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: data.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    const timestamp = String(Math.floor(t.clock.now() / 1000));
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': 'hn',
        'wechatpay-signature': signPlatformMessage(`${timestamp}\nhn\n${body}\n`, wechat.privateKey),
      },
      body,
    };
  };

  it('pays an Alipay order once from its form notification; forged and wrong-app ones credit nothing', async () => {
    const user = await createUser(t);
    await pendingOrder(user.id, 'alipay', 'AP1');
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await post(alipayNotification('AP1', merchant.privateKey))).body).toBe('fail');
    expect((await post(alipayNotification('AP1', alipay.privateKey, '2021999'))).body).toBe('fail');
    expect(await balance(user.id)).toBe(0);
    const first = await post(alipayNotification('AP1'));
    expect([first.statusCode, first.body]).toEqual([200, 'success']);
    for (let replay = 0; replay < 5; replay += 1)
      expect((await post(alipayNotification('AP1'))).body).toBe('success');
    expect(await balance(user.id)).toBe(10);
  });

  /** An instant as Alipay writes gmt_payment: Beijing wall-clock time, to the second. */
  const beijingWallClock = (epochMilliseconds: number) =>
    new Date(epochMilliseconds + 8 * 60 * MINUTE_MS).toISOString().slice(0, 19).replace('T', ' ');
  /** An instant as WeChat Pay writes success_time: RFC 3339 with the +08:00 offset. */
  const wechatTime = (epochMilliseconds: number) =>
    `${new Date(epochMilliseconds + 8 * 60 * MINUTE_MS).toISOString().slice(0, 19)}+08:00`;
  const orderRow = (outTradeNo: string) =>
    t.database.db
      .selectFrom('billing_orders')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();

  it('credits a payment made within the 5 minutes but notified after them, by the signed payment time', async () => {
    const user = await createUser(t);
    const postAlipay = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const postWechat = (notification: { headers: Record<string, string>; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/wechat',
        headers: notification.headers,
        payload: notification.body,
      });
    await pendingOrder(user.id, 'alipay', 'AP4');
    await pendingOrder(user.id, 'wechat', 'AP5');
    // Providers sign times to the second.
    const paidAt = Math.floor((t.clock.now() + 4 * MINUTE_MS) / 1000) * 1000;
    // The provider's notifications arrive 3 minutes after the payment: the orders have expired meanwhile.
    t.clock.advance(7 * MINUTE_MS);
    await orderExpiry(t.database)(t.clock.now());
    const alipayAnswer = await postAlipay(
      alipayNotification('AP4', alipay.privateKey, ALIPAY_APP, beijingWallClock(paidAt)),
    );
    expect(alipayAnswer.body).toBe('success');
    expect((await postWechat(wechatNotification('AP5', wechatTime(paidAt)))).statusCode).toBe(204);
    expect(await balance(user.id)).toBe(20);
    expect(refunds).toHaveLength(0);
    for (const outTradeNo of ['AP4', 'AP5']) {
      const order = await orderRow(outTradeNo);
      expect(order.status).toBe('paid');
      expect(Date.parse(order.paid_at ?? '')).toBe(paidAt);
    }

    // Paid (by the provider's clock) after the 5 minutes: refunded, even though notified promptly.
    await pendingOrder(user.id, 'wechat', 'AP6');
    const latePayment = Math.ceil((t.clock.now() + 5 * MINUTE_MS + 1000) / 1000) * 1000;
    t.clock.advance(5 * MINUTE_MS + 2000);
    expect((await postWechat(wechatNotification('AP6', wechatTime(latePayment)))).statusCode).toBe(204);
    expect((await orderRow('AP6')).status).toBe('refunded');
    expect(await balance(user.id)).toBe(20);
  });

  it('pays a WeChat Pay order from its encrypted notification, and refunds a late one', async () => {
    const user = await createUser(t);
    await pendingOrder(user.id, 'wechat', 'AP2');
    const post = (notification: { headers: Record<string, string>; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/wechat',
        headers: notification.headers,
        payload: notification.body,
      });
    const paid = await post(wechatNotification('AP2'));
    expect(paid.statusCode).toBe(204);
    expect((await post(wechatNotification('AP2'))).statusCode).toBe(204);
    expect(await balance(user.id)).toBe(10);

    await pendingOrder(user.id, 'wechat', 'AP3');
    t.clock.advance(5 * MINUTE_MS + 1000);
    expect((await post(wechatNotification('AP3'))).statusCode).toBe(204);
    expect(await balance(user.id)).toBe(10);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toContain('/v3/refund/domestic/refunds');
    expect(refunds[0]).toContain('"out_refund_no":"refund-AP3"');
    const order = await t.database.db
      .selectFrom('billing_orders')
      .selectAll()
      .where('out_trade_no', '=', 'AP3')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('refunded');
  });
});
