// Readers of raw parameter values (JSON from the CLI, form fields from the server): each returns the
// typed value, undefined when the field is empty, or records a problem and returns undefined.
import type { LocalizedText } from '../../model/units';
import { parameterProblemMessage, type ParameterProblemKey } from './parameter-messages';

/** One problem of one field: snake_case field name, stable key and the message in both languages. */
export interface ParameterProblem {
  field: string;
  key: ParameterProblemKey;
  message: LocalizedText;
}

/** Collects problems while the fields are read. */
export class ProblemList {
  readonly problems: ParameterProblem[] = [];

  /** Records a problem of `field`. */
  add(field: string, key: ParameterProblemKey, detail?: string): undefined {
    this.problems.push({ field, key, message: parameterProblemMessage(field, key, detail) });
    return undefined;
  }
}

/** True for undefined, null, and strings that are empty after trimming. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A trimmed text (numbers are accepted as their text), or undefined when blank. */
export function readText(
  raw: Record<string, unknown>,
  field: string,
  problems: ProblemList,
): string | undefined {
  const value = raw[field];
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return problems.add(field, 'invalidChoice', 'text');
}

/** A finite number from a number or a numeric text (`1,234.5`, `12.5%` are accepted), or undefined. */
export function readNumber(
  raw: Record<string, unknown>,
  field: string,
  problems: ProblemList,
): number | undefined {
  const value = raw[field];
  if (isBlank(value)) return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[,%\s]/g, ''))
        : NaN;
  return Number.isFinite(number) ? number : problems.add(field, 'notNumber');
}

/** A boolean from true/false, 1/0, yes/no, 是/否; undefined when blank. */
export function readBoolean(
  raw: Record<string, unknown>,
  field: string,
  problems: ProblemList,
): boolean | undefined {
  const value = raw[field];
  if (isBlank(value)) return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'y', '是'].includes(text)) return true;
  if (['false', '0', 'no', 'n', '否'].includes(text)) return false;
  return problems.add(field, 'notBoolean');
}

/** A list of trimmed, non-empty, de-duplicated texts from an array or a text split on lines, commas or semicolons. */
export function readList(raw: Record<string, unknown>, field: string, problems: ProblemList): string[] {
  const value = raw[field];
  if (isBlank(value)) return [];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\n\r,，;；]+/)
      : undefined;
  if (!items) {
    problems.add(field, 'invalidChoice', 'list');
    return [];
  }
  const texts = items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim());
  return [...new Set(texts.filter((text) => text.length > 0))];
}
