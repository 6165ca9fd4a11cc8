// The files chosen on an upload tool page, with the problems shown under each file input.
import { useState } from 'react';
import { translate, type Language } from '@adplan/contracts';
import type { ChosenFiles } from '../api/plans-api';
import type { FileFieldName } from './file-checks';
import type { FormValues, ToolDefinition } from './tool-definitions';

/** Problems shown under the file inputs, by field. */
export type FileErrors = Partial<Record<FileFieldName, string[]>>;

const FILE_FIELDS: readonly FileFieldName[] = ['bulk', 'reports', 'hourly'];
const NO_FILES: Record<FileFieldName, File[]> = { bulk: [], reports: [], hourly: [] };

/** The chosen files of `tool`'s form and their problems. */
export function useToolFiles(tool: ToolDefinition) {
  const [files, setFiles] = useState<Record<FileFieldName, File[]>>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const fileFields = FILE_FIELDS.filter((field) => tool.files[field] !== 'none');

  /** Whether the plan needs this file with these parameters (a bulk sheet to optimise an existing campaign). */
  const isRequired = (field: FileFieldName, values: FormValues) =>
    tool.files[field] === 'required' ||
    (tool.files[field] === 'existingCampaign' && values.campaign_mode === 'existing');

  /** The seller chose files for a field; `problems` are the browser's checks of them. */
  const choose = (field: FileFieldName, next: File[], problems: string[]) => {
    setFiles((previous) => ({ ...previous, [field]: next }));
    setFileErrors((previous) => ({ ...previous, [field]: problems }));
  };

  /** The files the tool takes, by field, leaving out empty fields. */
  const chosenFiles = (): ChosenFiles =>
    Object.fromEntries(
      fileFields.filter((field) => files[field].length > 0).map((field) => [field, files[field]]),
    );

  /** Adds the server's problems to the fields they concern. */
  const addErrors = (errors: FileErrors) => setFileErrors((previous) => ({ ...previous, ...errors }));

  /** Marks each required file not chosen yet; answers every field's problems after that. */
  const markMissing = (values: FormValues, language: Language): FileErrors => {
    const missing = fileFields.filter((field) => isRequired(field, values) && files[field].length === 0);
    const next: FileErrors = {
      ...fileErrors,
      ...Object.fromEntries(
        missing.map((field) => [field, [translate('validation.upload.required', language)]]),
      ),
    };
    setFileErrors(next);
    return next;
  };

  return { files, fileErrors, fileFields, isRequired, choose, chosenFiles, addErrors, markMissing };
}

/** The chosen files of a tool page and what it does with them. */
export type ToolFiles = ReturnType<typeof useToolFiles>;
