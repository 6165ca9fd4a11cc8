// The file inputs of an upload tool form, each with what to download from Amazon's console and its limits.
import { useTranslation } from 'react-i18next';
import { BULK_SHEET_DATE_RANGE, CSV_REPORT_MAX_FILES, HOURLY_REPORT_WINDOW } from '@adplan/contracts';
import { FILE_LIMITS, formatBytes, type FileFieldName } from '../model/file-checks';
import type { FormValues, ToolDefinition } from '../model/tool-definitions';
import type { ToolFiles } from '../model/use-tool-files';
import { FileField } from './file-field';

interface ToolFileFieldsProps {
  tool: ToolDefinition;
  values: FormValues;
  toolFiles: ToolFiles;
  /** Why the chosen bulk sheet could not be read, if it could not. */
  structError: string | undefined;
}

/** The hint under each file input: which export to choose and its limits. */
function useFileHints(tool: ToolDefinition): Record<FileFieldName, string> {
  const { t } = useTranslation('plans');
  const bulkHint = t('files.bulkHint', {
    size: formatBytes(FILE_LIMITS.bulk.maxBytes),
    days: BULK_SHEET_DATE_RANGE.days,
    excluded: BULK_SHEET_DATE_RANGE.excludedRecentDays,
  });
  return {
    bulk: tool.files.bulk === 'existingCampaign' ? `${bulkHint} ${t('files.bulkOptional')}` : bulkHint,
    reports: t('files.reportsHint', { count: CSV_REPORT_MAX_FILES }),
    hourly: t('files.hourlyHint', {
      count: CSV_REPORT_MAX_FILES,
      earliest: HOURLY_REPORT_WINDOW.earliestDaysAgo,
      latest: HOURLY_REPORT_WINDOW.latestDaysAgo,
      span: HOURLY_REPORT_WINDOW.maxDaysPerDownload,
    }),
  };
}

/** The tool's file inputs with their problems (the bulk sheet's also when it could not be read). */
export function ToolFileFields({ tool, values, toolFiles, structError }: ToolFileFieldsProps) {
  const { t } = useTranslation('plans');
  const hints = useFileHints(tool);
  return toolFiles.fileFields.map((field) => (
    <FileField
      key={field}
      id={`plan-file-${field}`}
      label={t(`files.${field}`)}
      hint={hints[field]}
      required={toolFiles.isRequired(field, values)}
      limits={FILE_LIMITS[field]}
      files={toolFiles.files[field]}
      errors={[
        ...(toolFiles.fileErrors[field] ?? []),
        ...(field === 'bulk' && structError ? [structError] : []),
      ]}
      onChange={(next, problems) => toolFiles.choose(field, next, problems)}
    />
  ));
}
