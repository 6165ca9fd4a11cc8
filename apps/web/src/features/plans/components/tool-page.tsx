import { Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeneratedPlanData, Marketplace } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { useStructNamesQuery } from '../api/plans-queries';
import { useGenerationJob } from '../api/use-generation-job';
import { fetchGenerationResult } from '../api/work-jobs-api';
import type { ToolDefinition } from '../model/tool-definitions';
import { useCompetitorFeedback } from '../model/use-competitor-feedback';
import { useToolDecision } from '../model/use-tool-decision';
import { useToolFiles } from '../model/use-tool-files';
import { useToolForm } from '../model/use-tool-form';
import { useToolProblems } from '../model/use-tool-problems';
import { useResultScroll, useScheduleCache } from '../model/use-tool-result';
import { useConfirmGeneration } from './confirm-generation';
import { ToolDecisionCard } from './tool-decision-card';
import { ToolFormColumn } from './tool-form-column';
import { ToolIntroCard } from './tool-intro-card';
import { ToolResult } from './tool-result';

/** Fields whose options come from the bulk sheet's campaigns and ad groups. */
const STRUCT_FIELDS = new Set([
  'campaign_id',
  'campaign_name',
  'ad_group_name',
  'harvest_campaign_name',
  'harvest_ad_group_name',
]);

/**
 * A tool page (issue 9): parameters from the flow's fields, the files with their limits, the pre-flight
 * check, the balance and cost where the seller decides, generation with its real stages, then the plan
 * preview, schedule charts and downloads. Errors sit next to the field or file they concern.
 */
export function ToolPage({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useTranslation('plans');
  const language = toContractsLanguage(i18n.language);
  const toolForm = useToolForm(tool);
  const marketplace = (toolForm.values.marketplace ?? 'US') as Marketplace;
  const toolFiles = useToolFiles(tool);
  const problems = useToolProblems(tool, toolForm, toolFiles);
  const competitors = useCompetitorFeedback(toolForm, marketplace);
  const { resultRef, scrollToResult } = useResultScroll();
  const scheduleCache = useScheduleCache(tool);

  // The bulk sheet's campaigns feed the pickers as soon as a sheet is chosen (no use consumed).
  const wantsStruct = tool.sections.some((section) =>
    section.fields.some((field) => STRUCT_FIELDS.has(field.name)),
  );
  const struct = useStructNamesQuery(
    toolFiles.files.bulk,
    marketplace,
    language,
    wantsStruct && !(toolFiles.fileErrors.bulk?.length ?? 0),
  );
  const structError =
    struct.error instanceof ApiError
      ? problems.withProductCode(struct.error.msg, struct.error.code)
      : undefined;

  const generation = useGenerationJob<GeneratedPlanData>({
    fetchResult: fetchGenerationResult,
    onResult: (plan) => {
      scheduleCache.remember(plan);
      scrollToResult();
    },
    onFailure: problems.showFailure,
  });
  const decision = useToolDecision({
    tool,
    language,
    toolForm,
    toolFiles,
    problems,
    structError,
    generation,
    confirm: useConfirmGeneration(),
  });

  return (
    <Flex vertical gap={16}>
      <ToolIntroCard tool={tool} />
      {/* Stretched columns give the decision card the form's height to stay in view in (sticky). */}
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} xl={16}>
          <ToolFormColumn
            tool={tool}
            marketplace={marketplace}
            toolForm={toolForm}
            toolFiles={toolFiles}
            problems={problems}
            struct={{ campaigns: struct.data, loading: struct.isFetching, error: structError }}
            competitors={competitors}
          />
        </Col>
        <Col xs={24} xl={8}>
          <ToolDecisionCard
            checking={decision.checking}
            generating={generation.generating}
            notice={problems.notice}
            progress={generation.progress}
            onCheck={decision.onCheck}
            onGenerate={decision.onGenerate}
          />
        </Col>
      </Row>
      <ToolResult
        tool={tool}
        resultRef={resultRef}
        plan={generation.result}
        dailyBudget={toolForm.values.daily_budget}
        scheduleCache={scheduleCache}
      />
    </Flex>
  );
}
