// The payment-gateway interface every online provider implements (Alipay, WeChat Pay Native, the local
// sandbox): start a payment, verify an asynchronous notification, refund a late payment, and answer the
// provider the way it expects.

/** Which gateway took a payment or sent a notification. */
export type GatewayName = 'alipay' | 'wechat' | 'sandbox';

/** What a gateway needs to start a payment. */
export interface PaymentRequest {
  outTradeNo: string;
  totalFen: number;
  /** Shown to the payer (package name). */
  subject: string;
  /** ISO time after which the provider must refuse the payment. */
  expiresAt: string;
}

/** Where the seller pays: a page to open and/or what a QR code encodes. */
export interface PaymentStart {
  payPageUrl: string | null;
  qrCode: string | null;
}

/** A notification as it arrived: headers and the raw body (signatures cover the exact bytes). */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A notification whose signature checked out, normalised across providers. */
export interface VerifiedNotification {
  outTradeNo: string;
  providerTradeNo: string;
  /** What the provider says was paid, in fen. */
  paidFen: number;
  /** The merchant application the payment was made to (Alipay app_id, WeChat appid). */
  appId: string;
  /** True when the trade succeeded (other states are acknowledged and ignored). */
  succeeded: boolean;
  /** The provider's id of this notification, for the log. */
  notificationId: string;
  /**
   * When the payer paid, as the provider signed it (epoch ms; Alipay `gmt_payment`, WeChat Pay
   * `success_time`, the sandbox's `gmt_payment`); null when the notification carries none.
   */
  paidAt: number | null;
}

/** Verification result: the notification, or why it was refused. */
export type NotificationCheck =
  { ok: true; notification: VerifiedNotification } | { ok: false; reason: string };

/** What to send back to the provider. */
export interface GatewayReply {
  status: number;
  contentType: string;
  body: string;
}

/** What a refund needs. */
export interface RefundRequest {
  outTradeNo: string;
  totalFen: number;
  refundFen: number;
  reason: string;
}

/** One online payment provider. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The merchant app id notifications must name. */
  readonly appId: string;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  verifyNotification(raw: RawNotification): Promise<NotificationCheck>;
  refund(request: RefundRequest): Promise<void>;
  /** The answer after handling a notification: `handled` false asks the provider to send it again. */
  reply(handled: boolean): GatewayReply;
}

/** Thrown when a provider call fails (network, refusal, bad signature on its answer). */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** `fetch` as the real clients use it (injectable for tests). */
export type FetchFunction = typeof fetch;
