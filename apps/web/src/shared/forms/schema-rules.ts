// antd form rules built from the contracts' zod schemas, so a form shows the same message (a contracts
// message key, translated) the server would answer with.
import type { FormRule } from 'antd';
import type { ValidationMessage } from '../i18n/validation';

/** The part of a zod schema the rules need (keeps zod itself out of the web's dependencies). */
export interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** Checks one field with its schema (for example `schema.shape.password`) and shows the first failing message. */
export function schemaRule(schema: SafeParser, message: ValidationMessage): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(message(result.error.issues[0]?.message ?? ''));
    },
  };
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Cross-field checks. The schemas make them with object-level refinements, which zod runs only once every
 * field is valid; checking them per field says them as soon as the field is filled in.
 */
export function sameAsFieldRule(
  otherField: string,
  messageKey: string,
  message: ValidationMessage,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (trimmed(value) !== '' && trimmed(value) !== trimmed(getFieldValue(otherField))) {
        throw new Error(message(messageKey));
      }
    },
  });
}

/** Fails with `messageKey` when the field equals `otherField` (for example new password = current one). */
export function differentFromFieldRule(
  otherField: string,
  messageKey: string,
  message: ValidationMessage,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (trimmed(value) !== '' && trimmed(value) === trimmed(getFieldValue(otherField))) {
        throw new Error(message(messageKey));
      }
    },
  });
}
