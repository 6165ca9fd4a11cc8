import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Collapse, Flex, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  BULK_SHEET_DATE_RANGE,
  SHOP_MARKETPLACES,
  SHOP_PLANS_CALLS,
  type LinkedShopItem,
  type Marketplace,
  type ShopGeneratedPlanData,
  type ShopPlanPath,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { LinkedShopSelect } from '../../../shared/shops/linked-shop-select';
import { useLinkedShopsQuery } from '../../../shared/shops/linked-shops-query';
import { ShopWaitNotice } from '../../../shared/shops/shop-wait-notice';
import { USER_INFO_QUERY_KEY } from '../../../shared/session/user-info-query';
import { fetchShopPlan } from '../api/shop-plans-api';
import { useJobInAddress } from '../api/use-job-in-address';
import { useTargetInAddress } from '../api/use-target-in-address';
import { followGenerationJob } from '../api/follow-generation-job';
import { fetchShopGenerationResult, startShopGeneration } from '../api/work-jobs-api';
import { INITIAL_PROGRESS, newRequestId, type GenerationProgress } from '../model/generation-stages';
import { buildParams, checkForm } from '../model/plan-form';
import {
  isShopPicked,
  shopGenerationCall,
  shopToolDefinition,
  withoutShopSolved,
  type ShopFlow,
} from '../model/shop-tool';
import { initialValues, visibleFields, type FormValues, type ToolField } from '../model/tool-definitions';
import { ChangeSetReview } from './change-set-review';
import { GenerationProgressSteps } from './generation-progress';
import { ParameterField } from './parameter-field';
import { ShopEntityField } from './shop-entity-field';
import { PlanResult } from './plan-result';

/**
 * A linked-shop tool page (issue 13): the shop instead of files (the marketplace follows the shop), the same
 * parameters and generation stages, then the plan preview and downloads, and the change-set review where
 * the seller applies the plan to Amazon, sees every row's result, retries and undoes.
 */
export function ShopToolPage({ flow }: { flow: ShopFlow }) {
  const tool = shopToolDefinition(flow);
  const { t, i18n } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  const language = toContractsLanguage(i18n.language);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  // A link naming a campaign and its shop (the account overview of a shop) preselects both.
  const addressed = useTargetInAddress(form);
  const linkedShops = useLinkedShopsQuery();
  const watched = Form.useWatch((all: FormValues) => all, form);
  const values: FormValues = { ...initialValues(tool), ...watched };
  const [shop, setShop] = useState<LinkedShopItem | undefined>();
  const [generating, setGenerating] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | undefined>();
  const [result, setResult] = useState<ShopGeneratedPlanData | undefined>();
  // Bumped when the seller's edits changed the stored change-set, so the review is drawn from it again.
  const [reviewVersion, setReviewVersion] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const resultRef = useRef<HTMLDivElement>(null);

  const addressedShop = linkedShops.data?.find((item) => item.shop_id === addressed.shopId);
  if (addressedShop && shop === undefined) setShop(addressedShop);

  const marketplace: Marketplace = shop?.marketplace ?? 'US';

  const check = async (): Promise<boolean> => {
    let valid = true;
    try {
      await form.validateFields();
    } catch {
      valid = false;
    }
    const current = { ...initialValues(tool), ...form.getFieldsValue(true), marketplace } as FormValues;
    const problems = withoutShopSolved(checkForm(tool, current, language), current);
    const shown = new Set(visibleFields(tool, current).map((field) => field.name));
    form.setFields(
      Object.entries(problems)
        .filter(([name]) => shown.has(name))
        .map(([name, errors]) => ({ name, errors })),
    );
    return valid && Object.keys(problems).length === 0;
  };

  const confirm = (): Promise<boolean> =>
    new Promise((resolve) => {
      const balance = queryClient
        .getQueriesData<{ balance: number }>({ queryKey: [USER_INFO_QUERY_KEY] })
        .map(([, data]) => data?.balance)
        .find((value) => value !== undefined);
      modal.confirm({
        title: t('decide.confirmTitle'),
        content: t('decide.confirmCost', { left: Math.max(0, (balance ?? 1) - 1) }),
        okText: t('decide.confirmOk'),
        cancelText: t('decide.confirmCancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const showFailure = (failure: unknown) => {
    if (failure instanceof ApiError) {
      if (failure.fields)
        form.setFields(
          Object.entries(failure.fields)
            .filter(([name]) => name !== 'shop_id')
            .map(([name, errors]) => ({ name, errors: [...errors] })),
        );
      setError(t('errors.withCode', { message: failure.msg, code: failure.code }));
    } else setError(String(failure));
  };

  /** Follows the generation job to its end (ADR 0028): stages from its status, then the plan fetched. */
  const followGeneration = async (jobId: string, signal: AbortSignal) => {
    setGenerating(true);
    await followGenerationJob(jobId, signal, {
      fetchResult: fetchShopGenerationResult,
      setProgress,
      onResult: (plan) => {
        setResult(plan);
        setTimeout(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
      },
      onFailure: showFailure,
      onSettled: () => {
        setGenerating(false);
        void queryClient.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] });
      },
    });
  };

  // The generation the address names is followed, so a reload or a second tab finds it.
  const showJob = useJobInAddress(followGeneration, () => setGenerating(false));

  const onGenerate = async () => {
    setError(undefined);
    if (!(await check()) || !shop) {
      setError(t('shop.fixFields'));
      return;
    }
    if (!(await confirm())) return;
    const current = { ...initialValues(tool), ...form.getFieldsValue(true) } as FormValues;
    const params = buildParams(tool, { ...current, marketplace });
    delete params['marketplace'];
    setGenerating(true);
    setResult(undefined);
    setProgress({ ...INITIAL_PROGRESS, current: 1, uploadFraction: 1 });
    try {
      const planCall: ShopPlanPath = SHOP_PLANS_CALLS[shopGenerationCall(flow, current)].path;
      const answer = await startShopGeneration(planCall, {
        ...params,
        shop_id: shop.shop_id,
        request_id: newRequestId(),
      });
      showJob(answer.data.job_id);
    } catch (failure) {
      setProgress((previous) => previous && { ...previous, status: 'failed' });
      showFailure(failure);
      setGenerating(false);
    }
  };

  const renderFields = (advanced: boolean) =>
    tool.sections
      .filter((section) => Boolean(section.advanced) === advanced)
      .map((section) => ({
        section,
        fields: section.fields.filter((field) => !field.when || field.when(values)),
      }));

  const advanced = renderFields(true);

  /** A field as the shop form asks for it: ids the shop holds are picked from its lists. */
  const fieldOf = (field: ToolField) =>
    isShopPicked(field.name) ? (
      <ShopEntityField
        field={{ ...field, name: field.name }}
        flow={flow}
        shopId={shop?.shop_id}
        marketplace={marketplace}
      />
    ) : (
      <ParameterField field={field} marketplace={marketplace} structLoading={false} extra={null} />
    );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {tRoutes(tool.titleKey.replace(/^./, (first) => `shop${first.toUpperCase()}`))}
        </Typography.Title>
        <Typography.Paragraph>{t(`shop.intros.${flow}`)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('shop.intro', {
            days: BULK_SHEET_DATE_RANGE.days,
            excluded: BULK_SHEET_DATE_RANGE.excludedRecentDays,
          })}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} xl={16}>
          <Card>
            <Form form={form} layout="vertical" initialValues={initialValues(tool)} requiredMark>
              <Typography.Title level={5}>{t('shop.shopSection')}</Typography.Title>
              <Form.Item
                label={t('shop.shop')}
                required
                extra={shop ? t('shop.marketplaceFollows', { market: shop.marketplace }) : undefined}
              >
                <LinkedShopSelect
                  id="shop-plan-shop"
                  value={shop?.shop_id}
                  marketplaces={SHOP_MARKETPLACES}
                  onChange={(_id, chosen) => {
                    // The campaign, brand and video picked belong to the shop they were read from.
                    if (chosen.shop_id !== shop?.shop_id)
                      form.setFieldsValue({
                        campaign_id: undefined,
                        brand_entity_id: undefined,
                        asset_id: undefined,
                      });
                    setShop(chosen);
                  }}
                />
              </Form.Item>
              {renderFields(false).map(({ section, fields }) => (
                <div key={section.titleKey}>
                  <Typography.Title level={5}>{t(section.titleKey)}</Typography.Title>
                  <Row gutter={16}>
                    {fields.map((field) => (
                      <Col key={field.name} xs={24} md={field.kind === 'list' ? 24 : 12}>
                        {fieldOf(field)}
                      </Col>
                    ))}
                  </Row>
                </div>
              ))}
              {advanced.length > 0 ? (
                <Collapse
                  ghost
                  items={advanced.map(({ section, fields }) => ({
                    key: section.titleKey,
                    label: t(section.titleKey),
                    forceRender: true,
                    children: (
                      <Row gutter={16}>
                        {fields.map((field) => (
                          <Col key={field.name} xs={24} md={12}>
                            {fieldOf(field)}
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
          <Card title={t('shop.generateTitle')}>
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">{t('shop.generateHint')}</Typography.Text>
              <Button
                type="primary"
                block
                loading={generating}
                disabled={!shop}
                onClick={() => void onGenerate()}
                data-testid="shop-generate"
              >
                {t('shop.generate')}
              </Button>
              <ShopWaitNotice chosen={shop} marketplaces={SHOP_MARKETPLACES} />
              {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
              {progress ? <GenerationProgressSteps progress={progress} /> : null}
            </Flex>
          </Card>
        </Col>
      </Row>
      <div ref={resultRef}>
        {result ? (
          <Flex vertical gap={16}>
            <PlanResult
              plan={result.plan}
              source="shop"
              dailyBudget={values.daily_budget}
              onEdited={(plan) =>
                // The change-set follows the seller's edits: the review is drawn again from the stored plan.
                void fetchShopPlan(plan.plan_id).then((answer) => {
                  setResult((current) => (current ? { ...current, shop_plan: answer.data } : current));
                  setReviewVersion((version) => version + 1);
                })
              }
            />
            <ChangeSetReview
              key={`${result.shop_plan.plan_id}-${reviewVersion}`}
              initial={result.shop_plan}
            />
          </Flex>
        ) : null}
      </div>
    </Flex>
  );
}
