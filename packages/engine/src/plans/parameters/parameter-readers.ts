// The field problems of a parameter check: contracts' flow schemas read the raw values (docs/decisions/0006);
// the engine collects their problems here, with its own checks, in both languages.
import { isBlankParameter } from '@adplan/contracts';
import type { LocalizedText } from '../../model/units';
import { parameterProblemMessage, type ParameterProblemKey } from './parameter-messages';

/** One problem of one field: snake_case field name, stable key and the message in both languages. */
export interface ParameterProblem {
  field: string;
  key: ParameterProblemKey;
  message: LocalizedText;
}

/** Collects problems while the fields are checked. */
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
  return isBlankParameter(value);
}
