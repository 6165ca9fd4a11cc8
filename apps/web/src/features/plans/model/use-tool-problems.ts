// Where an upload tool page shows what is wrong: red fields for the parameters the form shows (opening the
// folded advanced section that holds one), file problems under their file input, and a notice above the
// buttons that counts the red fields or says the problem itself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { fileFieldOf, fileFieldOfCode, placeProblems } from './plan-errors';
import type { ToolDefinition } from './tool-definitions';
import { visibleFields } from './tool-definitions';
import type { ToolFiles } from './use-tool-files';
import type { ToolForm } from './use-tool-form';

/** Spec §8's product codes start here; smaller codes are HTTP statuses, which mean nothing to a seller. */
const MIN_PRODUCT_CODE = 10_000;

/** The summary above the decision card's buttons. */
export interface ToolNotice {
  type: 'success' | 'warning' | 'error';
  title: string;
  lines?: string[];
}

/** The problems and notice of `tool`'s page, over its form and files. */
export function useToolProblems(tool: ToolDefinition, toolForm: ToolForm, toolFiles: ToolFiles) {
  const { t } = useTranslation('plans');
  const [notice, setNotice] = useState<ToolNotice | undefined>();
  const [openAdvanced, setOpenAdvanced] = useState<string[]>([]);

  // Only spec §8's product codes mean something to a seller; an HTTP status ("错误码 400") does not.
  const withProductCode = (message: string, code: number) =>
    code >= MIN_PRODUCT_CODE ? t('errors.withCode', { message, code }) : message;

  /** Opens the advanced sections holding a red field, so no counted problem stays folded away. */
  const revealAdvanced = () => {
    const red = toolForm.redFieldNames();
    const keys = tool.sections
      .filter((section) => section.advanced && section.fields.some((field) => red.has(field.name)))
      .map((section) => section.titleKey);
    if (keys.length > 0) setOpenAdvanced((previous) => [...new Set([...previous, ...keys])]);
  };

  /**
   * Shows a check's or a failure's problems: red fields for those the form shows, file problems under their
   * input (with the product code), summary lines for the rest; answers how many red fields there are and the lines.
   */
  const showProblems = (
    fields: Record<string, readonly string[]>,
    codes: Record<string, number> = {},
  ): { redFields: number; elsewhere: string[] } => {
    const coded = Object.fromEntries(
      Object.entries(fields).map(([name, messages]) => {
        const code = codes[name];
        return [
          name,
          fileFieldOf(name) && code ? messages.map((message) => withProductCode(message, code)) : messages,
        ];
      }),
    );
    const shownParams = new Set(visibleFields(tool, toolForm.currentValues()).map((field) => field.name));
    const placed = placeProblems(coded, shownParams, toolFiles.fileFields);
    toolForm.setFieldErrors(placed.params);
    toolFiles.addErrors(placed.files);
    revealAdvanced();
    return { redFields: placed.redFields, elsewhere: placed.elsewhere };
  };

  /** "N things need changing" when fields are red, else the problem itself. */
  const failedNotice = (redFields: number, lines: string[], fallback: string): ToolNotice =>
    redFields > 0
      ? { type: 'error', title: t('decide.checkFailed', { count: redFields }), lines }
      : { type: 'error', title: lines[0] ?? fallback, lines: lines.slice(1) };

  /** Shows a failed call: its field problems where they belong, a file's product error under the file. */
  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setNotice({ type: 'error', title: String(error) });
      return;
    }
    const worded = withProductCode(error.msg, error.code);
    if (error.fields && Object.keys(error.fields).length > 0) {
      const { redFields, elsewhere } = showProblems(error.fields, {
        bulk_file: error.code,
        report_files: error.code,
        hourly_files: error.code,
      });
      setNotice(failedNotice(redFields, elsewhere, worded));
      return;
    }
    const fileField = fileFieldOfCode(error.code, toolFiles.files);
    if (fileField) toolFiles.addErrors({ [fileField]: [worded] });
    setNotice({ type: 'error', title: worded });
  };

  return {
    notice,
    setNotice,
    openAdvanced,
    setOpenAdvanced,
    withProductCode,
    revealAdvanced,
    showProblems,
    failedNotice,
    showFailure,
  };
}

/** The problems and notice of a tool page. */
export type ToolProblems = ReturnType<typeof useToolProblems>;
