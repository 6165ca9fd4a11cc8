// The local sandbox gateway: behaves like a provider without leaving the machine. It has its own pay page
// (served by the server), signs its notifications with an Ed25519 key pair it generates at start, and
// delivers them to the server's own notify endpoint, so the whole notification path (signature check,
// amount/app/order checks, idempotent credit) runs exactly as with a real provider.
import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { formatFen } from '@adplan/contracts';
import { MINUTE_MS, type Clock } from '../../../lib/clock';
import type {
  GatewayReply,
  NotificationCheck,
  PaymentGateway,
  PaymentRequest,
  PaymentStart,
  RawNotification,
  RefundRequest,
} from './payment-gateway';
import { formatBeijingWallClock, parseBeijingWallClock } from './payment-time';

/** The app id the sandbox notifications carry. */
export const SANDBOX_APP_ID = 'adplan-sandbox';
const SIGNATURE_HEADER = 'x-sandbox-signature';
const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
const MAX_CLOCK_SKEW_MS = 5 * MINUTE_MS;

/** A notification the sandbox sends: headers and body. */
export interface SandboxNotification {
  headers: Record<string, string>;
  body: string;
}

/** The sandbox provider (never in production: config refuses it). */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly appId = SANDBOX_APP_ID;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** Refunds the sandbox made, by order (what a test or the pay page can show). */
  readonly refunds: RefundRequest[] = [];

  constructor(
    private readonly clock: Clock,
    /** `${API_PREFIX}/sandbox/pay-page` */
    private readonly payPagePath: string,
  ) {
    const pair = generateKeyPairSync('ed25519');
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const payPageUrl = `${this.payPagePath}/${encodeURIComponent(request.outTradeNo)}`;
    return { payPageUrl, qrCode: payPageUrl };
  }

  /**
   * The signed notification the sandbox would send for a payment of `paidFen` on `outTradeNo`, paid at
   * `paidAt` (now unless a test replays a notification that arrives after the payment).
   */
  notificationFor(
    outTradeNo: string,
    paidFen: number,
    appId: string = SANDBOX_APP_ID,
    paidAt: number = this.clock.now(),
  ): SandboxNotification {
    const body = JSON.stringify({
      notify_id: randomBytes(8).toString('hex'),
      app_id: appId,
      out_trade_no: outTradeNo,
      trade_no: `SBX${outTradeNo}`,
      total_amount: formatFen(paidFen),
      trade_status: 'TRADE_SUCCESS',
      // The payment time in Alipay's field and format, signed with the rest of the body.
      gmt_payment: formatBeijingWallClock(paidAt),
    });
    const timestamp = String(this.clock.now());
    const signature = sign(null, Buffer.from(`${timestamp}\n${body}`), this.privateKey).toString('base64');
    return {
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature,
        [TIMESTAMP_HEADER]: timestamp,
      },
      body,
    };
  }

  async verifyNotification(raw: RawNotification): Promise<NotificationCheck> {
    const signature = raw.headers[SIGNATURE_HEADER];
    const timestamp = raw.headers[TIMESTAMP_HEADER];
    if (typeof signature !== 'string' || typeof timestamp !== 'string') {
      return { ok: false, reason: 'missing signature headers' };
    }
    if (Math.abs(this.clock.now() - Number(timestamp)) > MAX_CLOCK_SKEW_MS) {
      return { ok: false, reason: 'stale timestamp' };
    }
    const valid = verify(
      null,
      Buffer.from(`${timestamp}\n${raw.body}`),
      this.publicKey,
      Buffer.from(signature, 'base64'),
    );
    if (!valid) return { ok: false, reason: 'bad signature' };
    const fields = JSON.parse(raw.body) as Record<string, string>;
    return {
      ok: true,
      notification: {
        outTradeNo: fields.out_trade_no ?? '',
        providerTradeNo: fields.trade_no ?? '',
        paidFen: Math.round(Number(fields.total_amount) * 100),
        appId: fields.app_id ?? '',
        succeeded: fields.trade_status === 'TRADE_SUCCESS',
        notificationId: fields.notify_id ?? '',
        paidAt: parseBeijingWallClock(fields.gmt_payment),
      },
    };
  }

  async refund(request: RefundRequest): Promise<void> {
    this.refunds.push(request);
  }

  reply(handled: boolean): GatewayReply {
    return { status: 200, contentType: 'text/plain', body: handled ? 'success' : 'fail' };
  }
}
