// From the form to the call: the params JSON (only fields the seller sees and filled in), the whole-form
// check with the contracts' flow schema, and each problem as a sentence next to its field (the words the
// server would use, contracts' `translate`).
import {
  PLAN_PARAMETER_FIELDS,
  PLAN_PARAMETER_SCHEMAS,
  isBlankParameter,
  planParameterLabel,
  planParameterMessageKey,
  planParameterProblems,
  translate,
  type Language,
  type PlanParameterProblem,
} from '@adplan/contracts';
import { visibleFields, type FormValues, type ToolDefinition } from './tool-definitions';

/** The params a call sends: the visible, non-blank fields, as typed (the schema reads text leniently). */
export function buildParams(tool: ToolDefinition, values: FormValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of visibleFields(tool, values)) {
    const value = values[field.name];
    if (isBlankParameter(value) || (Array.isArray(value) && value.length === 0)) continue;
    params[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** One problem as the sentence the form shows. */
export function problemMessage(problem: PlanParameterProblem, language: Language): string {
  return translate(planParameterMessageKey(problem.key), language, {
    field: planParameterLabel(problem.field)[language],
    detail: problem.detail,
  });
}

/** Field -> messages of the whole-form check with the flow's schema (empty when the form is valid). */
export function checkForm(
  tool: ToolDefinition,
  values: FormValues,
  language: Language,
): Record<string, string[]> {
  const result = PLAN_PARAMETER_SCHEMAS[tool.flow].safeParse(buildParams(tool, values));
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const problem of planParameterProblems(result.error)) {
    (fields[problem.field] ??= []).push(problemMessage(problem, language));
  }
  return fields;
}

type FieldSchemaName = keyof typeof PLAN_PARAMETER_FIELDS;

/** The message of one field checked alone (format and limits, not "required"), or undefined when fine. */
export function checkField(name: string, value: unknown, language: Language): string | undefined {
  if (!Object.hasOwn(PLAN_PARAMETER_FIELDS, name)) return undefined;
  const result = PLAN_PARAMETER_FIELDS[name as FieldSchemaName].safeParse(value);
  if (result.success) return undefined;
  const problem = planParameterProblems(result.error)[0];
  return problem ? problemMessage({ ...problem, field: name }, language) : undefined;
}
