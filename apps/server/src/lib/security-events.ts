// Security events (issue 8 §4): sign-ins that succeeded, failed or hit a lock, password changes and
// resets, CSRF refusals and SMS codes issued, one log line each with the subject and the client IP, so an
// operator can follow an attack or answer a seller's "was that me?". Never a secret: no password, code,
// token or cookie, and phone numbers masked.
import { maskPhoneNumber } from '@adplan/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** The events written; each log line carries `event: "security.<name>"`. */
export type SecurityEventName =
  | 'login.ok'
  | 'login.failed'
  | 'login.locked'
  | 'password.changed'
  | 'password.reset'
  | 'csrf.refused'
  | 'sms.issued'
  | 'shop.stateRefused'
  | 'shop.linked'
  | 'shop.unlinked';

/** Fields of an event: who it concerns (`user:<id>`, a typed name or a masked phone) and from where. */
export interface SecurityEventFields {
  subject: string;
  ip: string | null;
  [detail: string]: string | number | boolean | null;
}

/** Where the account module and the CSRF check report security events. */
export interface SecurityEventLog {
  record(event: SecurityEventName, fields: SecurityEventFields): void;
}

/** Writes security events to the process log at info level (warn for refusals). */
export function createSecurityEventLog(logger: Pick<FastifyBaseLogger, 'info' | 'warn'>): SecurityEventLog {
  return {
    record(event, fields) {
      const refused =
        event === 'login.failed' ||
        event === 'login.locked' ||
        event === 'csrf.refused' ||
        event === 'shop.stateRefused';
      logger[refused ? 'warn' : 'info']({ event: `security.${event}`, ...fields }, `security ${event}`);
    },
  };
}

/** The subject of an event about a phone number, masked (138****5678). */
export function phoneSubject(phoneNumber: string): string {
  return `phone:${maskPhoneNumber(phoneNumber)}`;
}
