import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, Card, Col, Collapse, Flex, Form, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BULK_SHEET_DATE_RANGE,
  CSV_REPORT_MAX_FILES,
  HOURLY_REPORT_WINDOW,
  ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS,
  PLAN_PARAMETER_FIELDS,
  translate,
  type GeneratedPlanData,
  type Marketplace,
  type ParamCheckData,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { USER_INFO_QUERY_KEY } from '../../../shared/session/user-info-query';
import {
  checkCompetitorAsin,
  checkPlan,
  fetchStructNames,
  planFormData,
  type ChosenFiles,
} from '../api/plans-api';
import { useJobInAddress } from '../api/use-job-in-address';
import { useTargetInAddress } from '../api/use-target-in-address';
import { followGenerationJob } from '../api/follow-generation-job';
import { fetchGenerationResult, startGeneration } from '../api/work-jobs-api';
import { competitorVerdict, type CompetitorVerdict } from '../model/competitor-feedback';
import { FILE_LIMITS, formatBytes, type FileFieldName } from '../model/file-checks';
import {
  INITIAL_PROGRESS,
  newRequestId,
  withUpload,
  type GenerationProgress,
} from '../model/generation-stages';
import { fileFieldOf, fileFieldOfCode, placeProblems } from '../model/plan-errors';
import { buildParams, checkForm } from '../model/plan-form';
import {
  enteredPercent,
  formatMoney,
  lowBudgetThreshold,
  suggestsOptimisation,
} from '../model/plan-warnings';
import { readScheduleCache, removeScheduleRule, saveScheduleRules } from '../model/schedule-cache-store';
import {
  initialValues,
  visibleFields,
  type FormValues,
  type ToolDefinition,
  type ToolField,
} from '../model/tool-definitions';
import { DecisionPanel } from './decision-panel';
import { FileField } from './file-field';
import { GenerationProgressSteps } from './generation-progress';
import { GuideLinks } from './guide-links';
import { ParameterField } from './parameter-field';
import { PlanResult } from './plan-result';
import { ScheduleCacheList } from './schedule-cache-list';

/** Spec §8's product codes start here; smaller codes are HTTP statuses, which mean nothing to a seller. */
const MIN_PRODUCT_CODE = 10_000;
const NO_FILES: Record<FileFieldName, File[]> = { bulk: [], reports: [], hourly: [] };

type Notice = { type: 'success' | 'warning' | 'error'; title: string; lines?: string[] };

/** Fields whose options come from the bulk sheet's campaigns and ad groups. */
const STRUCT_FIELDS = new Set([
  'campaign_id',
  'campaign_name',
  'ad_group_name',
  'harvest_campaign_name',
  'harvest_ad_group_name',
]);

function asinsOf(value: unknown): string[] {
  const result = PLAN_PARAMETER_FIELDS.competitor_asins.safeParse(value);
  return result.success ? (result.data ?? []) : [];
}

function asinOf(value: unknown): string | undefined {
  const result = PLAN_PARAMETER_FIELDS.asin.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * A tool page (issue 9): parameters from the flow's fields, the files with their limits, the pre-flight
 * check, the balance and cost where the seller decides, generation with its real stages, then the plan
 * preview, schedule charts and downloads. Errors sit next to the field or file they concern.
 */
export function ToolPage({ tool }: { tool: ToolDefinition }) {
  const { t, i18n } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  const language = toContractsLanguage(i18n.language);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  // A link naming a campaign (the account overview's wasters and converters) preselects it.
  useTargetInAddress(form);
  const watched = Form.useWatch((all: FormValues) => all, form);
  const values: FormValues = { ...initialValues(tool), ...watched };
  const marketplace = (values.marketplace ?? 'US') as Marketplace;

  const [files, setFiles] = useState<Record<FileFieldName, File[]>>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileFieldName, string[]>>>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const [checking, setChecking] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | undefined>();
  const [plan, setPlan] = useState<GeneratedPlanData | undefined>();
  const [competitors, setCompetitors] = useState<Record<string, CompetitorVerdict>>({});
  const [cache, setCache] = useState(() => (tool.flow === 'schedule' ? readScheduleCache(new Date()) : []));
  const competitorRound = useRef(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const withCode = (message: string, code: number) => t('errors.withCode', { message, code });
  // Only spec §8's product codes mean something to a seller; an HTTP status ("错误码 400") does not.
  const withProductCode = (message: string, code: number) =>
    code >= MIN_PRODUCT_CODE ? withCode(message, code) : message;
  const fileFields = (['bulk', 'reports', 'hourly'] as const).filter((field) => tool.files[field] !== 'none');
  const mainSections = tool.sections.filter((section) => !section.advanced);
  const advancedSections = tool.sections.filter((section) => section.advanced);
  const [openAdvanced, setOpenAdvanced] = useState<string[]>([]);

  // The bulk sheet's campaigns feed the pickers as soon as a sheet is chosen (no use consumed).
  const bulkFile = files.bulk[0];
  const wantsStruct = tool.sections.some((section) =>
    section.fields.some((field) => STRUCT_FIELDS.has(field.name)),
  );
  const struct = useQuery({
    // The language is part of the key: a refusal is worded in the language the seller reads now.
    queryKey: [
      'plans',
      'struct',
      bulkFile?.name,
      bulkFile?.size,
      bulkFile?.lastModified,
      marketplace,
      language,
    ],
    queryFn: async () => {
      const answer = await fetchStructNames(planFormData({ marketplace }, { bulk: files.bulk }));
      return answer.data.campaigns;
    },
    enabled: bulkFile !== undefined && wantsStruct && !(fileErrors.bulk?.length ?? 0),
    retry: false,
    staleTime: Infinity,
  });
  const structError =
    struct.error instanceof ApiError ? withProductCode(struct.error.msg, struct.error.code) : undefined;
  const campaigns = struct.data;

  const chosenFiles = (): ChosenFiles =>
    Object.fromEntries(
      (Object.keys(files) as FileFieldName[])
        .filter((field) => tool.files[field] !== 'none' && files[field].length > 0)
        .map((field) => [field, files[field]]),
    );

  const setFieldErrors = (fields: Record<string, string[]>) =>
    form.setFields(Object.entries(fields).map(([name, errors]) => ({ name, errors })));

  /** Opens the advanced sections holding a red field, so no counted problem stays folded away. */
  const revealAdvanced = () => {
    const red = new Set(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => String(field.name[0])),
    );
    const keys = advancedSections
      .filter((section) => section.fields.some((field) => red.has(field.name)))
      .map((section) => section.titleKey);
    if (keys.length > 0) setOpenAdvanced((previous) => [...new Set([...previous, ...keys])]);
  };

  /**
   * Shows a check's or a failure's problems: red fields for those the form shows, summary lines for the
   * rest; returns how many red fields there are and the lines.
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
    const current = { ...initialValues(tool), ...form.getFieldsValue(true) } as FormValues;
    const shownParams = new Set(visibleFields(tool, current).map((field) => field.name));
    const placed = placeProblems(coded, shownParams, fileFields);
    setFieldErrors(placed.params);
    setFileErrors((previous) => ({ ...previous, ...placed.files }));
    revealAdvanced();
    return { redFields: placed.redFields, elsewhere: placed.elsewhere };
  };

  /** The summary above the buttons: "N things need changing" when fields are red, else the problem itself. */
  const failedNotice = (redFields: number, lines: string[], fallback: string): Notice =>
    redFields > 0
      ? { type: 'error', title: t('decide.checkFailed', { count: redFields }), lines }
      : { type: 'error', title: lines[0] ?? fallback, lines: lines.slice(1) };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setNotice({ type: 'error', title: String(error) });
      return;
    }
    if (error.fields && Object.keys(error.fields).length > 0) {
      const { redFields, elsewhere } = showProblems(error.fields, {
        bulk_file: error.code,
        report_files: error.code,
        hourly_files: error.code,
      });
      setNotice(failedNotice(redFields, elsewhere, withProductCode(error.msg, error.code)));
      return;
    }
    const fileField = fileFieldOfCode(error.code, files);
    if (fileField) {
      setFileErrors((previous) => ({ ...previous, [fileField]: [withProductCode(error.msg, error.code)] }));
    }
    setNotice({ type: 'error', title: withProductCode(error.msg, error.code) });
  };

  /** The browser's checks: every field, the flow schema, the required files, the file limits; the red fields. */
  const checkInBrowser = async (): Promise<number> => {
    try {
      await form.validateFields();
    } catch {
      // The fields now show their errors; they are counted below.
    }
    const current = { ...initialValues(tool), ...form.getFieldsValue(true) } as FormValues;
    const problems = checkForm(tool, current, language);
    const shown = new Set(visibleFields(tool, current).map((field) => field.name));
    setFieldErrors(Object.fromEntries(Object.entries(problems).filter(([name]) => shown.has(name))));

    const required: FileFieldName[] = fileFields.filter(
      (field) =>
        tool.files[field] === 'required' ||
        (tool.files[field] === 'existingCampaign' && current.campaign_mode === 'existing'),
    );
    const missing = required.filter((field) => files[field].length === 0);
    const nextFileErrors: Partial<Record<FileFieldName, string[]>> = {
      ...fileErrors,
      ...Object.fromEntries(
        missing.map((field) => [field, [translate('validation.upload.required', language)]]),
      ),
    };
    setFileErrors(nextFileErrors);
    revealAdvanced();
    const redParams = form.getFieldsError().filter((field) => field.errors.length > 0).length;
    const redFiles = fileFields.filter(
      (field) => (nextFileErrors[field]?.length ?? 0) > 0 || (field === 'bulk' && structError),
    ).length;
    return redParams + redFiles;
  };

  /** The server's pre-flight check (consumes nothing); shows its problems and warnings. */
  const checkOnServer = async (): Promise<ParamCheckData | undefined> => {
    try {
      const params = buildParams(tool, { ...initialValues(tool), ...form.getFieldsValue(true) });
      const answer = await checkPlan(
        tool.checkCall,
        planFormData(params, chosenFiles(), { flow: tool.flow }),
      );
      const data = answer.data;
      if (!data.valid) {
        const { redFields, elsewhere } = showProblems(data.fields, data.codes);
        setNotice(
          failedNotice(redFields, [...elsewhere, ...data.warnings], t('decide.checkFailedElsewhere')),
        );
      }
      return data;
    } catch (error) {
      showFailure(error);
      return undefined;
    }
  };

  const onCheck = async () => {
    setNotice(undefined);
    setChecking(true);
    try {
      const redFields = await checkInBrowser();
      if (redFields > 0) {
        setNotice({ type: 'error', title: t('decide.checkFailed', { count: redFields }) });
        return;
      }
      const data = await checkOnServer();
      if (data?.valid) {
        setNotice({
          type: data.warnings.length > 0 ? 'warning' : 'success',
          title: t('decide.checkPassed'),
          lines: data.warnings,
        });
      }
    } finally {
      setChecking(false);
    }
  };

  const confirmGeneration = (balance: number | undefined): Promise<boolean> =>
    new Promise((resolve) => {
      const current = form.getFieldsValue(true) as FormValues;
      const percent = visibleFields(tool, { ...initialValues(tool), ...current }).some(
        (field) => field.name === 'organic_conversion_rate',
      )
        ? enteredPercent(current.organic_conversion_rate)
        : undefined;
      modal.confirm({
        title: t('decide.confirmTitle'),
        content: (
          <Flex vertical gap={8}>
            {percent !== undefined ? (
              <Typography.Text data-testid="confirm-rate">
                {t('decide.confirmRate', { percent, months: ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS })}
              </Typography.Text>
            ) : null}
            <Typography.Text>
              {t('decide.confirmCost', { left: Math.max(0, (balance ?? 1) - 1) })}
            </Typography.Text>
          </Flex>
        ),
        okText: t('decide.confirmOk'),
        cancelText: t('decide.confirmCancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /**
   * Follows the generation job `jobId` to its end: the stages and queue place from its status, then the
   * plan fetched once it is done, or its failure where it belongs.
   */
  const followGeneration = async (jobId: string, signal: AbortSignal) => {
    setGenerating(true);
    await followGenerationJob(jobId, signal, {
      fetchResult: fetchGenerationResult,
      setProgress,
      onResult: (generated) => {
        setPlan(generated);
        if (generated.schedule?.length) setCache(saveScheduleRules(generated, new Date()));
        setTimeout(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
      },
      onFailure: showFailure,
      onSettled: () => {
        setGenerating(false);
        void queryClient.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] });
      },
    });
  };

  // The generation the address names is followed: the one just started, or after a reload or in a second
  // tab the one running (or finished) there.
  const showJob = useJobInAddress(followGeneration, () => setGenerating(false));

  /**
   * Generate: the browser's checks, the seller's confirmation, then ONE job that checks and generates from
   * one read of the uploaded files (ADR 0028); its problems come back like a check's, and cost nothing.
   */
  const onGenerate = async () => {
    setNotice(undefined);
    const redFields = await checkInBrowser();
    if (redFields > 0) {
      setNotice({ type: 'error', title: t('decide.checkFailed', { count: redFields }) });
      return;
    }
    const balance = queryClient
      .getQueriesData<{ balance: number }>({ queryKey: [USER_INFO_QUERY_KEY] })
      .map(([, data]) => data?.balance)
      .find((value) => value !== undefined);
    if (!(await confirmGeneration(balance))) return;

    const params = buildParams(tool, { ...initialValues(tool), ...form.getFieldsValue(true) });
    setGenerating(true);
    setPlan(undefined);
    setProgress(INITIAL_PROGRESS);
    let jobId: string;
    try {
      const answer = await startGeneration(
        planFormData(params, chosenFiles(), { flow: tool.flow, requestId: newRequestId() }),
        {
          onUploadProgress: (fraction) =>
            setProgress((previous) => previous && withUpload(previous, fraction)),
        },
      );
      jobId = answer.data.job_id;
    } catch (error) {
      setProgress((previous) => previous && { ...previous, status: 'failed' });
      showFailure(error);
      setGenerating(false);
      return;
    }
    showJob(jobId);
  };

  // Spec §4 competitor feedback: checked when the seller leaves the ASIN or competitor fields.
  const onCompetitorBlur = () => {
    const current = form.getFieldsValue(true) as FormValues;
    const advertised = asinOf(current.asin);
    const competitorList = asinsOf(current.competitor_asins);
    const round = ++competitorRound.current;
    if (!advertised || competitorList.length === 0) {
      setCompetitors({});
      return;
    }
    void Promise.all(
      competitorList.map(async (competitor) => {
        try {
          const answer = await checkCompetitorAsin({
            advertised_asin: advertised,
            competitor_asin: competitor,
            country: marketplace,
          });
          return [competitor, competitorVerdict(answer)] as const;
        } catch {
          return [competitor, competitorVerdict(undefined)] as const;
        }
      }),
    ).then((verdicts) => {
      if (round === competitorRound.current) setCompetitors(Object.fromEntries(verdicts));
    });
  };

  const competitorExtra = (): ReactNode => {
    const lines = Object.entries(competitors).flatMap(([asin, verdict]) =>
      verdict === 'weak'
        ? [
            <Typography.Text key={asin} type="warning">
              {t('hints.competitorWeak', { asin })}
            </Typography.Text>,
          ]
        : verdict === 'priceNeeded'
          ? [
              <Typography.Text key={asin} type="secondary">
                {t('hints.competitorPriceNeeded', { asin })}
              </Typography.Text>,
            ]
          : [],
    );
    return lines.length > 0 ? <Flex vertical>{lines}</Flex> : null;
  };

  const selectedCampaign = campaigns?.find((campaign) => campaign.campaign_id === values.campaign_id);

  const extraOf = (field: ToolField): ReactNode => {
    if (field.name === 'daily_budget') {
      const threshold = lowBudgetThreshold(marketplace, values.daily_budget);
      return threshold !== undefined ? (
        <Typography.Text type="warning" data-testid="low-budget-warning">
          {t('hints.lowBudget', { market: marketplace, amount: formatMoney(marketplace, threshold) })}
        </Typography.Text>
      ) : null;
    }
    if (field.name === 'competitor_asins') return competitorExtra();
    if (
      field.name === 'campaign_id' &&
      tool.optimisationPath &&
      selectedCampaign &&
      suggestsOptimisation(selectedCampaign.clicks)
    ) {
      return (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={t('hints.optimisationHint', {
            name: selectedCampaign.campaign_name,
            clicks: selectedCampaign.clicks,
            threshold: 1000,
          })}
          action={<Link to={tool.optimisationPath}>{t('hints.goToOptimisation')}</Link>}
        />
      );
    }
    return null;
  };

  const renderField = (field: ToolField) => (
    <ParameterField
      key={field.name}
      field={field}
      marketplace={marketplace}
      campaigns={campaigns}
      structLoading={struct.isFetching}
      extra={extraOf(field)}
      onBlur={field.name === 'competitor_asins' || field.name === 'asin' ? onCompetitorBlur : undefined}
    />
  );

  const fileHint: Record<FileFieldName, string> = {
    bulk: [
      t('files.bulkHint', {
        size: formatBytes(FILE_LIMITS.bulk.maxBytes),
        days: BULK_SHEET_DATE_RANGE.days,
        excluded: BULK_SHEET_DATE_RANGE.excludedRecentDays,
      }),
      tool.files.bulk === 'existingCampaign' ? t('files.bulkOptional') : '',
    ]
      .filter(Boolean)
      .join(' '),
    reports: t('files.reportsHint', { count: CSV_REPORT_MAX_FILES }),
    hourly: t('files.hourlyHint', {
      count: CSV_REPORT_MAX_FILES,
      earliest: HOURLY_REPORT_WINDOW.earliestDaysAgo,
      latest: HOURLY_REPORT_WINDOW.latestDaysAgo,
      span: HOURLY_REPORT_WINDOW.maxDaysPerDownload,
    }),
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {tRoutes(tool.titleKey)}
        </Typography.Title>
        <Typography.Paragraph>{t(`tools.${tool.flow}.intro`)}</Typography.Paragraph>
        <GuideLinks guides={tool.guides} />
      </Card>
      {/* Stretched columns give the decision card the form's height to stay in view in (sticky). */}
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} xl={16}>
          <Card>
            <Form form={form} layout="vertical" initialValues={initialValues(tool)} requiredMark>
              <Typography.Title level={5}>{t('sections.files')}</Typography.Title>
              {fileFields.map((field) => (
                <FileField
                  key={field}
                  id={`plan-file-${field}`}
                  label={t(`files.${field}`)}
                  hint={fileHint[field]}
                  required={
                    tool.files[field] === 'required' ||
                    (tool.files[field] === 'existingCampaign' && values.campaign_mode === 'existing')
                  }
                  limits={FILE_LIMITS[field]}
                  files={files[field]}
                  errors={[
                    ...(fileErrors[field] ?? []),
                    ...(field === 'bulk' && structError ? [structError] : []),
                  ]}
                  onChange={(next, problems) => {
                    setFiles((previous) => ({ ...previous, [field]: next }));
                    setFileErrors((previous) => ({ ...previous, [field]: problems }));
                  }}
                />
              ))}
              {mainSections.map((section) => (
                <div key={section.titleKey}>
                  <Typography.Title level={5}>{t(section.titleKey)}</Typography.Title>
                  <Row gutter={16}>
                    {section.fields
                      .filter((field) => !field.when || field.when(values))
                      .map((field) => (
                        <Col key={field.name} xs={24} md={field.kind === 'list' ? 24 : 12}>
                          {renderField(field)}
                        </Col>
                      ))}
                  </Row>
                </div>
              ))}
              {advancedSections.length > 0 ? (
                <Collapse
                  ghost
                  activeKey={openAdvanced}
                  onChange={(keys) => setOpenAdvanced(typeof keys === 'string' ? [keys] : keys)}
                  items={advancedSections.map((section) => ({
                    key: section.titleKey,
                    label: t(section.titleKey),
                    forceRender: true,
                    children: (
                      <Row gutter={16}>
                        {section.fields
                          .filter((field) => !field.when || field.when(values))
                          .map((field) => (
                            <Col key={field.name} xs={24} md={12}>
                              {renderField(field)}
                            </Col>
                          ))}
                      </Row>
                    ),
                  }))}
                />
              ) : null}
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <DecisionPanel
            checking={checking}
            generating={generating}
            onCheck={() => void onCheck()}
            onGenerate={() => void onGenerate()}
            notice={
              notice ? (
                <Alert
                  type={notice.type}
                  showIcon
                  role="alert"
                  title={notice.title}
                  description={
                    notice.lines && notice.lines.length > 0 ? (
                      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                        {notice.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : undefined
                  }
                />
              ) : undefined
            }
            progress={progress ? <GenerationProgressSteps progress={progress} /> : undefined}
          />
        </Col>
      </Row>
      <div ref={resultRef}>{plan ? <PlanResult plan={plan} dailyBudget={values.daily_budget} /> : null}</div>
      {tool.flow === 'schedule' ? (
        <ScheduleCacheList
          entries={cache}
          now={new Date()}
          onRemove={(key) => setCache(removeScheduleRule(key, new Date()))}
        />
      ) : null}
    </Flex>
  );
}
