// The form column of an upload tool page: the files first, then the parameter sections; pickers fed by the
// chosen bulk sheet's campaigns and the advice under the fields that have some.
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Marketplace, StructNameData } from '@adplan/contracts';
import type { CompetitorVerdict } from '../model/competitor-feedback';
import { initialValues, type ToolDefinition, type ToolField } from '../model/tool-definitions';
import type { ToolFiles } from '../model/use-tool-files';
import type { ToolForm } from '../model/use-tool-form';
import type { ToolProblems } from '../model/use-tool-problems';
import { ParameterField } from './parameter-field';
import { ToolFieldExtra } from './tool-field-extra';
import { ToolFieldSections } from './tool-field-sections';
import { ToolFileFields } from './tool-file-fields';

interface ToolFormColumnProps {
  tool: ToolDefinition;
  marketplace: Marketplace;
  toolForm: ToolForm;
  toolFiles: ToolFiles;
  problems: ToolProblems;
  /** The chosen bulk sheet's campaigns: their reading, its refusal, the campaigns once read. */
  struct: {
    campaigns: StructNameData['campaigns'] | undefined;
    loading: boolean;
    error: string | undefined;
  };
  competitors: { verdicts: Record<string, CompetitorVerdict>; onBlur(): void };
}

/** The tool's files and parameters in one form. */
export function ToolFormColumn(props: ToolFormColumnProps) {
  const { tool, marketplace, toolForm, toolFiles, problems, struct, competitors } = props;
  const { t } = useTranslation('plans');
  const checksCompetitors = (field: ToolField) => field.name === 'competitor_asins' || field.name === 'asin';
  const renderField = (field: ToolField) => (
    <ParameterField
      key={field.name}
      field={field}
      marketplace={marketplace}
      campaigns={struct.campaigns}
      structLoading={struct.loading}
      extra={
        <ToolFieldExtra
          field={field}
          tool={tool}
          marketplace={marketplace}
          values={toolForm.values}
          campaigns={struct.campaigns}
          competitors={competitors.verdicts}
        />
      }
      onBlur={checksCompetitors(field) ? competitors.onBlur : undefined}
    />
  );
  return (
    <Card>
      <Form form={toolForm.form} layout="vertical" initialValues={initialValues(tool)} requiredMark>
        <Typography.Title level={5}>{t('sections.files')}</Typography.Title>
        <ToolFileFields
          tool={tool}
          values={toolForm.values}
          toolFiles={toolFiles}
          structError={struct.error}
        />
        <ToolFieldSections
          sections={tool.sections}
          values={toolForm.values}
          renderField={renderField}
          openAdvanced={problems.openAdvanced}
          onOpenAdvancedChange={problems.setOpenAdvanced}
        />
      </Form>
    </Card>
  );
}
