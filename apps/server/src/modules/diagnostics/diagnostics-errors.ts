// Which product code (spec §8) a failed step of a diagnosis answers. One place, so the table in
// docs/architecture.md and the code cannot drift:
//   20011 shop or marketplace invalid (not US/CA, or Amazon refuses the profile)
//   20014 no tool-made campaign in the shop (or a named campaign is not one)
//   20009 Amazon refused or failed a report request      20010 a report never finished (failed, timed out)
//   50020 listing the campaigns, or anything else while diagnosing, failed (also a diagnosis stranded running)
//   50021 storing the diagnosis failed                   20013 reading the shop's past diagnoses failed
//   50022 reading a stored diagnosis or its CSV failed    20012 an uploaded diagnostic file is invalid
import type { DiagnosisFailureReason } from '@adplan/contracts';
import { amazonFailureOf, ShopReadError } from '../../amazon/account-reader/shop-read-error';
import { AppError, HttpStatus } from '../../lib/app-error';
import { DiagnosticPullError } from './diagnostic-pull';

/** A product-code refusal. */
export function diagnosticError(
  code: 10031 | 20009 | 20010 | 20011 | 20012 | 20013 | 20014 | 50020 | 50021 | 50022,
): AppError {
  const status =
    code === 20011 || code === 20012 || code === 20014 || code === 10031
      ? HttpStatus.badRequest
      : code === 20009 || code === 20010 || code === 50020
        ? HttpStatus.unavailable
        : HttpStatus.internalError;
  return new AppError(status, code, {}, code);
}

/** The refusal for a failure while pulling a diagnosis' data. */
export function pullFailure(error: unknown): AppError {
  const cause = error instanceof DiagnosticPullError ? error.cause : error;
  // The reader's 50018 is the seller's words for a request; a diagnosis stores its own codes instead.
  const amazon = amazonFailureOf(cause);
  if (cause instanceof AppError && !(cause instanceof ShopReadError)) return cause;
  if (amazon?.kind === 'invalidGrant') return diagnosticError(10031);
  if (amazon?.kind === 'unauthorized') return diagnosticError(20011);
  if (error instanceof DiagnosticPullError && error.step === 'reports' && amazon) {
    return diagnosticError(amazon.kind === 'timeout' || amazon.kind === 'reportFailed' ? 20010 : 20009);
  }
  return diagnosticError(50020);
}

/** The reason stored beside the code where the code alone does not say it (a report timed out or failed). */
export function failureReason(error: unknown): DiagnosisFailureReason | null {
  if (!(error instanceof DiagnosticPullError) || error.step !== 'reports') return null;
  const kind = amazonFailureOf(error.cause)?.kind;
  if (kind === 'timeout') return 'report_timeout';
  if (kind === 'reportFailed') return 'report_failed';
  return null;
}
