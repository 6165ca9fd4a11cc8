// The embedded default: codes are written to the log instead of being sent, and the last ones are kept in
// memory for tests. Browser tests read the code from the server's stdout by these exact fields:
// `event: 'sms.sandbox'`, `phone_number`, `purpose`, `code`.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

const KEPT_MESSAGES = 100;

/** Logs codes instead of sending them; never use it where real users sign in. */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  private readonly sent: SmsMessage[] = [];

  constructor(private readonly logger: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > KEPT_MESSAGES) this.sent.shift();
    this.logger.info(
      {
        event: 'sms.sandbox',
        phone_number: message.phoneNumber,
        purpose: message.purpose,
        code: message.code,
      },
      'SMS code (sandbox: logged, not sent)',
    );
  }

  /** The latest code sent to `phoneNumber` (for `purpose`, when given). */
  lastCode(phoneNumber: string, purpose?: SmsMessage['purpose']): string | undefined {
    return this.sent.findLast(
      (message) =>
        message.phoneNumber === phoneNumber && (purpose === undefined || message.purpose === purpose),
    )?.code;
  }

  /** Every message still kept, oldest first. */
  messages(): readonly SmsMessage[] {
    return this.sent;
  }
}
