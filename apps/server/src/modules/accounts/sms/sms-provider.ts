// The seam between the accounts module and whoever delivers text messages.
import type { SmsPurpose } from '@adplan/contracts';

/** One verification code to deliver. */
export interface SmsMessage {
  phoneNumber: string;
  purpose: SmsPurpose;
  code: string;
}

/** Delivers verification codes; throws `SmsDeliveryError` when the gateway refuses. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The gateway did not accept the message; `detail` is for the log, never for the client. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`SMS delivery through ${provider} failed: ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}

/** The `fetch` the real providers call; tests pass a fake. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;
