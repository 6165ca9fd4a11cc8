// Alipay through the official `alipay-sdk`: page pay (a signed URL, built locally) and precreate (the QR
// content, from Alipay's gateway), RSA2 signatures, asynchronous notification verification and refunds.
import { AlipaySdk } from 'alipay-sdk';
import { formatFen } from '@adplan/contracts';
import {
  GatewayError,
  type GatewayReply,
  type NotificationCheck,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentStart,
  type RawNotification,
  type RefundRequest,
} from './payment-gateway';
import { parseBeijingWallClock } from './payment-time';

export interface AlipayGatewayConfig {
  appId: string;
  /** The application's RSA private key, PEM (PKCS#8). */
  privateKey: string;
  /** Alipay's public key, PEM; verifies notifications and answers. */
  alipayPublicKey: string;
  /** `https://openapi.alipay.com/gateway.do` in production. */
  gateway: string;
  notifyUrl: string;
  returnUrl: string;
}

/** Trade states that mean the money arrived. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay's time format (Beijing time): `yyyy-MM-dd HH:mm:ss`. */
export function alipayTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Alipay provider. */
export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayGatewayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      keyType: 'PKCS8',
      signType: 'RSA2',
      gateway: config.gateway,
      timeout: 10_000,
    });
  }

  get appId(): string {
    return this.config.appId;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const bizContent = {
      out_trade_no: request.outTradeNo,
      total_amount: formatFen(request.totalFen),
      subject: request.subject,
      time_expire: alipayTime(request.expiresAt),
    };
    const payPageUrl = this.sdk.pageExec('alipay.trade.page.pay', {
      method: 'GET',
      bizContent: { ...bizContent, product_code: 'FAST_INSTANT_TRADE_PAY' },
      notifyUrl: this.config.notifyUrl,
      returnUrl: this.config.returnUrl,
    });
    let answer: Record<string, unknown>;
    try {
      answer = await this.sdk.exec(
        'alipay.trade.precreate',
        { bizContent, notifyUrl: this.config.notifyUrl },
        { validateSign: true },
      );
    } catch (error) {
      throw new GatewayError('alipay precreate failed', { cause: error });
    }
    if (answer.code !== '10000' || typeof answer.qrCode !== 'string') {
      throw new GatewayError(
        `alipay precreate refused: ${String(answer.code)} ${String(answer.subCode ?? '')}`,
      );
    }
    return { payPageUrl, qrCode: answer.qrCode };
  }

  async verifyNotification(raw: RawNotification): Promise<NotificationCheck> {
    const fields = Object.fromEntries(new URLSearchParams(raw.body));
    // Values are already URL-decoded here, so the signature is checked over them as they are (V2).
    if (!this.sdk.checkNotifySignV2(fields)) return { ok: false, reason: 'bad signature' };
    const paidFen = Math.round(Number(fields.total_amount) * 100);
    if (!fields.out_trade_no || !Number.isFinite(paidFen)) return { ok: false, reason: 'incomplete' };
    return {
      ok: true,
      notification: {
        outTradeNo: fields.out_trade_no,
        providerTradeNo: fields.trade_no ?? '',
        paidFen,
        appId: fields.app_id ?? '',
        succeeded: PAID_STATES.has(fields.trade_status ?? ''),
        notificationId: fields.notify_id ?? '',
        // Covered by the signature like every other field.
        paidAt: parseBeijingWallClock(fields.gmt_payment),
      },
    };
  }

  async refund(request: RefundRequest): Promise<void> {
    let answer: Record<string, unknown>;
    try {
      answer = await this.sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: request.outTradeNo,
            refund_amount: formatFen(request.refundFen),
            refund_reason: request.reason,
            // One refund per order: a repeated call is the same refund, never a second one.
            out_request_no: `refund-${request.outTradeNo}`,
          },
        },
        { validateSign: true },
      );
    } catch (error) {
      throw new GatewayError('alipay refund failed', { cause: error });
    }
    if (answer.code !== '10000') throw new GatewayError(`alipay refund refused: ${String(answer.code)}`);
  }

  reply(handled: boolean): GatewayReply {
    // Alipay stops retrying once it reads exactly `success`.
    return { status: 200, contentType: 'text/plain', body: handled ? 'success' : 'fail' };
  }
}
