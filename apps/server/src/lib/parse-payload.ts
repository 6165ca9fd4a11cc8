// Validates a payload with a contracts schema and turns zod issues into field-keyed message keys,
// the shape the error handler translates into `data.fields`.
import { isValidationMessageKey } from '@adplan/contracts';
import type { z } from 'zod';
import { ValidationError } from './app-error';

/** Field name used for problems with the payload as a whole (not an object, wrong discriminator...). */
export const FORM_FIELD = '_form';

/** Returns the parsed (trimmed, typed) payload or throws `ValidationError`. */
export function parsePayload<Schema extends z.ZodType>(schema: Schema, payload: unknown): z.output<Schema> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error.issues));
}

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.length === 0 ? FORM_FIELD : issue.path.map(String).join('.');
    // zod's own English texts (wrong type, unknown discriminator) become the generic key.
    const key = isValidationMessageKey(issue.message) ? issue.message : 'server.validationFailed';
    const messages = (fields[name] ??= []);
    if (!messages.includes(key)) messages.push(key);
  }
  return fields;
}
