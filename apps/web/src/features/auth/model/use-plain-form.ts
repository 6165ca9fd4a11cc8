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

/** What a field shows: the value its check failed on (worded at render, in the current language), or a server message. */
type FieldProblem = { checked: unknown } | { server: string };

/** The state of a plain form whose fields are checked by `checks`. */
export function usePlainForm(checks: Record<string, FieldCheck>): PlainForm {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem | undefined>>({});
  // Checks read the latest values even when called in the same event as the change.
  const latest = useRef(values);

  function setValue(name: string, value: unknown): void {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    // Typing again clears the field's server error; the field is checked again when it is left.
    const problem = problems[name];
    if (problem && 'server' in problem) setProblems((previous) => ({ ...previous, [name]: undefined }));
  }

  /** Checks `name` now; keeps the failing value so the message follows a language switch. */
  function problemOf(name: string): FieldProblem | undefined {
    const value = latest.current[name];
    return checks[name]?.(value) === undefined ? undefined : { checked: value };
  }

  function check(name: string): boolean {
    const problem = problemOf(name);
    setProblems((previous) => ({ ...previous, [name]: problem }));
    return problem === undefined;
  }

  function checkAll(names: readonly string[]): boolean {
    const found = Object.fromEntries(names.map((name) => [name, problemOf(name)]));
    setProblems((previous) => ({ ...previous, ...found }));
    return names.every((name) => found[name] === undefined);
  }

  function setFields(fields: ReadonlyArray<{ name: string; errors: string[] }>): void {
    if (fields.length === 0) return;
    setProblems((previous) => ({
      ...previous,
      ...Object.fromEntries(
        fields.map(({ name, errors: list }) => [name, list[0] ? { server: list[0] } : undefined]),
      ),
    }));
  }

  const errors = Object.fromEntries(
    Object.entries(problems).map(([name, problem]) => [
      name,
      problem === undefined
        ? undefined
        : 'server' in problem
          ? problem.server
          : checks[name]?.(problem.checked),
    ]),
  );

  return { values, errors, setValue, check, checkAll, setFields };
}
