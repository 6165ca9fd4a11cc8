// Submitting an account form: the busy flag of its button, the failure shown above that button, and the
// server's field errors placed next to their inputs.
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import { serverFieldErrors } from './server-field-errors';

/** What a form must offer to show the server's field errors (antd's form instance, or a plain form). */
export interface FieldErrors {
  setFields(fields: Array<{ name: string; errors: string[] }>): void;
}

/** The state of an account form's submission, and the way to run it. */
export interface AuthSubmit {
  /** True while a call runs (the submit button spins). */
  submitting: boolean;
  /** The failure shown above the submit button, or null. */
  failure: string | null;
  /** Hides the failure (its close button, another login tab). */
  clearFailure(): void;
  /**
   * Runs `call`; when it throws, shows the failure text of the error and the server's errors of the form's
   * fields next to their inputs. Resolves to true when the call succeeded.
   */
  run(call: () => Promise<unknown>): Promise<boolean>;
}

/**
 * The submission of `form`: `fields` are the inputs the server may name in `data.fields`; `failureText`
 * picks the sentence to show for an ApiError (undefined for any other error).
 */
export function useAuthSubmit(
  form: FieldErrors,
  fields: readonly string[],
  failureText: (error: ApiError | undefined) => string,
): AuthSubmit {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setSubmitting(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFailure(failureText(apiError));
      form.setFields(serverFieldErrors(apiError?.fields, fields));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, failure, clearFailure: () => setFailure(null), run };
}
