// The state of a form drawn with plain inputs (the login form, which loads no antd): values, the message
// of each field, checks when a field is left and on submit, and the server's field errors.
import { useRef, useState } from 'react';
import type { SafeParser } from '../../../shared/forms/schema-rules';
import type { FieldErrors } from './use-auth-submit';

/** Checks a field's value; returns the message to show, or undefined when the value is fine. */
export type FieldCheck = (value: unknown) => string | undefined;

/** A check with a contracts schema (`schema.shape.password`): its first message, translated by `message`. */
export function schemaCheck(schema: SafeParser, message: (key: string) => string): FieldCheck {
  return (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? undefined : message(result.error.issues[0]?.message ?? '');
  };
}

/** A plain form: `checks` name each field and how it is checked. */
export interface PlainForm extends FieldErrors {
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
  setValue(name: string, value: unknown): void;
  /** Checks one field (when it is left, or a tick changes). */
  check(name: string): boolean;
  /** Checks the named fields; true when every one is fine. */
  checkAll(names: readonly string[]): boolean;
}

/** The state of a plain form whose fields are checked by `checks`. */
export function usePlainForm(checks: Record<string, FieldCheck>): PlainForm {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Checks read the latest values even when called in the same event as the change.
  const latest = useRef(values);

  function setValue(name: string, value: unknown): void {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    // Typing again clears the field's server error; the field is checked again when it is left.
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  }

  function messageOf(name: string): string | undefined {
    return checks[name]?.(latest.current[name]);
  }

  function check(name: string): boolean {
    const message = messageOf(name);
    setErrors((previous) => ({ ...previous, [name]: message }));
    return message === undefined;
  }

  function checkAll(names: readonly string[]): boolean {
    const found = Object.fromEntries(names.map((name) => [name, messageOf(name)]));
    setErrors((previous) => ({ ...previous, ...found }));
    return names.every((name) => found[name] === undefined);
  }

  function setFields(fields: ReadonlyArray<{ name: string; errors: string[] }>): void {
    if (fields.length === 0) return;
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(fields.map(({ name, errors: list }) => [name, list[0]])),
    }));
  }

  return { values, errors, setValue, check, checkAll, setFields };
}
