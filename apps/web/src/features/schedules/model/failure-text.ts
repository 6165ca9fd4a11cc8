// The words of a failed call: the server's field messages (with the spec §8 code where there is one) or
// its message, else a fallback in the user's language.
import { ApiError } from '../../../shared/api/api-client';

/** One line for an error alert; `withCode` joins words and a product code in the user's language. */
export function failureText(
  error: unknown,
  fallback: string,
  withCode: (words: string, code: number) => string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = Object.values(error.fields ?? {}).flat();
  const words = fields.length > 0 ? fields.join(' ') : error.msg;
  return error.code >= 10000 ? withCode(words, error.code) : words;
}
