// WeChat Pay Native (API v3): the order call answers the `code_url` a QR code shows; requests are signed
// with the merchant key, answers and notifications are checked against the platform public key, and the
// notification resource is decrypted with the APIv3 key (AES-256-GCM). Late payments are refunded.
import { z } from 'zod';
import { MINUTE_MS, type Clock } from '../../../lib/clock';
import {
  GatewayError,
  type FetchFunction,
  type GatewayReply,
  type NotificationCheck,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentStart,
  type RawNotification,
  type RefundRequest,
} from './payment-gateway';
import {
  authorizationHeader,
  decryptResource,
  verifyPlatformSignature,
  wechatNonce,
} from './wechat-pay-signature';
import { parseRfc3339 } from './payment-time';

export interface WechatPayGatewayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  /** Merchant API private key, PEM. */
  privateKey: string;
  /** WeChat Pay platform public key, PEM (the "platform public key" mode of API v3). */
  platformPublicKey: string;
  /** APIv3 key: 32 characters. */
  apiV3Key: string;
  /** `https://api.mch.weixin.qq.com` in production. */
  baseUrl: string;
  notifyUrl: string;
}

/** A signed message older or newer than this is refused (replay protection). */
const MAX_CLOCK_SKEW_MS = 5 * MINUTE_MS;

const notificationSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int(), currency: z.string().optional() }),
  success_time: z.string().optional(),
});

function header(raw: RawNotification, name: string): string {
  const value = raw.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** RFC 3339 with the Beijing offset, as API v3 wants `time_expire`. */
export function wechatTime(iso: string): string {
  return `${new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The WeChat Pay provider. */
export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechat' as const;

  constructor(
    private readonly config: WechatPayGatewayConfig,
    private readonly clock: Clock,
    private readonly fetchFunction: FetchFunction = fetch,
  ) {}

  get appId(): string {
    return this.config.appId;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: request.subject,
      out_trade_no: request.outTradeNo,
      time_expire: wechatTime(request.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: request.totalFen, currency: 'CNY' },
    });
    const codeUrl = (answer as { code_url?: unknown }).code_url;
    if (typeof codeUrl !== 'string') throw new GatewayError('wechat native answer without code_url');
    return { payPageUrl: null, qrCode: codeUrl };
  }

  async verifyNotification(raw: RawNotification): Promise<NotificationCheck> {
    const timestamp = header(raw, 'Wechatpay-Timestamp');
    const nonce = header(raw, 'Wechatpay-Nonce');
    const signature = header(raw, 'Wechatpay-Signature');
    if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing signature headers' };
    if (Math.abs(this.clock.now() - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS) {
      return { ok: false, reason: 'stale timestamp' };
    }
    if (!verifyPlatformSignature(timestamp, nonce, raw.body, signature, this.config.platformPublicKey)) {
      return { ok: false, reason: 'bad signature' };
    }
    let transaction: z.infer<typeof transactionSchema>;
    let notificationId: string;
    try {
      const notification = notificationSchema.parse(JSON.parse(raw.body));
      notificationId = notification.id;
      transaction = transactionSchema.parse(
        JSON.parse(decryptResource(notification.resource, this.config.apiV3Key)),
      );
    } catch {
      return { ok: false, reason: 'undecryptable resource' };
    }
    if (transaction.mchid !== this.config.mchId) return { ok: false, reason: 'wrong merchant' };
    return {
      ok: true,
      notification: {
        outTradeNo: transaction.out_trade_no,
        providerTradeNo: transaction.transaction_id,
        paidFen: transaction.amount.total,
        appId: transaction.appid,
        succeeded: transaction.trade_state === 'SUCCESS',
        notificationId,
        // Inside the encrypted, authenticated resource: as trustworthy as the amount.
        paidAt: parseRfc3339(transaction.success_time),
      },
    };
  }

  async refund(request: RefundRequest): Promise<void> {
    await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.outTradeNo,
      // One refund per order: a repeated call is the same refund, never a second one.
      out_refund_no: `refund-${request.outTradeNo}`,
      reason: request.reason,
      amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
    });
  }

  reply(handled: boolean): GatewayReply {
    return handled
      ? { status: 204, contentType: 'application/json', body: '' }
      : {
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FAIL', message: 'not handled' }),
        };
  }

  /** A signed API v3 call whose answer signature is checked before it is believed. */
  private async call(method: 'POST' | 'GET', urlPath: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    const authorization = authorizationHeader(
      { method, urlPath, timestamp: Math.floor(this.clock.now() / 1000), nonce: wechatNonce(), body },
      { mchId: this.config.mchId, serialNo: this.config.serialNo, privateKey: this.config.privateKey },
    );
    let response: Response;
    try {
      response = await this.fetchFunction(`${this.config.baseUrl}${urlPath}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'adplan-server',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GatewayError(`wechat ${urlPath} unreachable`, { cause: error });
    }
    const text = await response.text();
    const signed = verifyPlatformSignature(
      response.headers.get('wechatpay-timestamp') ?? '',
      response.headers.get('wechatpay-nonce') ?? '',
      text,
      response.headers.get('wechatpay-signature') ?? '',
      this.config.platformPublicKey,
    );
    if (!signed)
      throw new GatewayError(`wechat ${urlPath} answer signature invalid (status ${response.status})`);
    if (!response.ok)
      throw new GatewayError(`wechat ${urlPath} refused: ${response.status} ${text.slice(0, 200)}`);
    return text === '' ? {} : JSON.parse(text);
  }
}
