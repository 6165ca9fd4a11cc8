// The forecast of a plan before the seller downloads or applies it (issue 20, docs/algorithms.md Part D5):
// before/after cards of the plan's totals with their 80 % intervals, a chart per campaign (ECharts, lazily
// loaded, ADR 0018) and the changed rows with reason, confidence and expected effect, sortable and
// filterable, as cards below the lg breakpoint. Thin evidence is said, never hidden behind a number.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Card, Col, Flex, Row, Select, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ForecastFigures, Marketplace, PlanForecastView, PlanPreviewRow } from '@adplan/contracts';
import { formatDate } from '../../../shared/format/display-format';
import { CardTable } from '../../../shared/ui/card-table';
import {
  CONFIDENCE_LEVELS,
  FORECAST_SORTS,
  figureFormat,
  filteredForecastRows,
  forecastTableRows,
  intervalBounds,
  isThin,
  type Confidence,
  FORECAST_FIGURES,
  type ForecastSort,
  type ForecastTableRow,
} from '../model/forecast-view';
import { previewTargetText } from '../model/plan-preview';

// ECharts arrives with the charts only, after the cards and rows are on screen (ADR 0018).
const ForecastCampaignCharts = lazy(() => import('./forecast-campaign-charts'));

const CONFIDENCE_COLOURS: Record<Confidence, string> = { high: 'green', medium: 'gold', low: 'red' };

/** One figure of the plan before → after, each with its interval. */
function FigureCard({
  figure,
  totals,
  marketplace,
}: {
  figure: (typeof FORECAST_FIGURES)[number];
  totals: { before: ForecastFigures; after: ForecastFigures };
  marketplace: Marketplace;
}) {
  const { t } = useTranslation('plans');
  const format = figureFormat(figure.kind, marketplace);
  const side = (figures: ForecastFigures) => {
    const interval = figures[figure.key];
    if (!interval) return { value: t('forecast.noOrders'), range: '' };
    const { low, high } = intervalBounds(interval, format, t('forecast.noUpperBound'));
    return { value: format(interval.expected), range: t('forecast.interval', { low, high }) };
  };
  const before = side(totals.before);
  const after = side(totals.after);
  return (
    <Card size="small" data-testid={`forecast-card-${figure.key}`}>
      <Statistic title={t(figure.label)} value={`${before.value} → ${after.value}`} />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {t('forecast.before')}: {before.range}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {t('forecast.after')}: {after.range}
      </Typography.Text>
    </Card>
  );
}

/** The rows table with its filter and sort bar (the bar serves the phone's cards as well). */
function ForecastRows({
  rows,
  marketplace,
  campaignNames,
}: {
  rows: readonly ForecastTableRow[];
  marketplace: Marketplace;
  /** Names of the forecast's campaigns by ID (update rows carry only the ID). */
  campaignNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('plans');
  const [changeType, setChangeType] = useState<string | undefined>();
  const [confidence, setConfidence] = useState<Confidence | undefined>();
  const [sort, setSort] = useState<ForecastSort | undefined>();
  const money = figureFormat('money', marketplace);
  const count = figureFormat('count', marketplace);
  const changeTypes = [...new Set(rows.flatMap((row) => (row.preview ? [row.preview.change_type] : [])))];
  const shown = filteredForecastRows(rows, {
    ...(changeType ? { changeType } : {}),
    ...(confidence ? { confidence } : {}),
    ...(sort ? { sort } : {}),
  });
  const columns: Array<ColumnType<ForecastTableRow>> = [
    {
      title: t('forecast.columns.change'),
      key: 'change',
      width: 120,
      render: (_: unknown, row) =>
        row.preview ? <Tag>{t(`changeTypes.${row.preview.change_type}`)}</Tag> : '–',
    },
    {
      title: t('forecast.columns.campaign'),
      key: 'campaign',
      width: 150,
      render: (_: unknown, row) =>
        row.preview?.campaign_name ?? campaignNames.get(row.row.campaign_id) ?? '–',
    },
    {
      title: t('forecast.columns.target'),
      key: 'target',
      width: 150,
      render: (_: unknown, row) =>
        (row.preview && previewTargetText(row.preview, (key) => t(`placements.${key}`))) || '–',
    },
    {
      title: t('forecast.effect'),
      key: 'effect',
      width: 230,
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>
            {t('forecast.effectSpend', {
              before: money(row.row.before.spend.expected),
              after: money(row.row.after.spend.expected),
            })}
          </span>
          <span>
            {t('forecast.effectOrders', {
              before: count(row.row.before.orders.expected),
              after: count(row.row.after.orders.expected),
            })}
          </span>
        </Flex>
      ),
    },
    {
      title: t('forecast.confidence'),
      key: 'confidence',
      width: 140,
      render: (_: unknown, row) => (
        <Flex wrap gap={4} align="center">
          <Tag color={CONFIDENCE_COLOURS[row.confidence]} data-testid="forecast-confidence">
            {t(`forecast.confidenceLevels.${row.confidence}`)}
          </Tag>
          {row.row.own_data_weight !== undefined ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('forecast.ownData', { percent: `${Math.round(row.row.own_data_weight * 100)}%` })}
            </Typography.Text>
          ) : null}
          {row.row.too_fresh ? (
            <Tooltip title={t('forecast.tooFreshHint')}>
              <Tag color="orange">{t('forecast.tooFresh')}</Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('forecast.columns.reason'),
      key: 'reason',
      width: 300,
      render: (_: unknown, row) => row.preview?.reason ?? '–',
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        <Select<string>
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('forecast.allChanges')}
          aria-label={t('forecast.filterChange')}
          value={changeType}
          onChange={setChangeType}
          options={changeTypes.map((type) => ({ value: type, label: t(`changeTypes.${type}`) }))}
        />
        <Select<Confidence>
          allowClear
          style={{ minWidth: 140 }}
          placeholder={`${t('forecast.filterConfidence')}: ${t('forecast.allConfidence')}`}
          aria-label={t('forecast.filterConfidence')}
          value={confidence}
          onChange={setConfidence}
          options={CONFIDENCE_LEVELS.map((level) => ({
            value: level,
            label: t(`forecast.confidenceLevels.${level}`),
          }))}
          data-testid="forecast-confidence-filter"
        />
        <Select<ForecastSort>
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('forecast.sortBy')}
          aria-label={t('forecast.sortBy')}
          value={sort}
          onChange={setSort}
          options={FORECAST_SORTS.map((key) => ({ value: key, label: t(`forecast.sorts.${key}`) }))}
          data-testid="forecast-sort"
        />
      </Flex>
      <CardTable<ForecastTableRow>
        size="small"
        rowKey={(row) => String(row.key)}
        cardTestId="forecast-row"
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 1090 }}
      />
    </Flex>
  );
}

interface PlanForecastSectionProps {
  forecast: PlanForecastView;
  marketplace: Marketplace;
  /** The plan's preview rows (the reasons, campaigns and targets of the rows); none: no rows table. */
  previewRows: readonly PlanPreviewRow[];
  /** Whose data the forecast is made from: the seller's uploaded export, or a linked shop's reports. */
  source?: 'upload' | 'shop';
  /** The plan carries the seller's saved edits (the forecast was made again for them). */
  edited?: boolean;
}

/** The forecast card of a plan result. */
export function PlanForecastSection({
  forecast,
  marketplace,
  previewRows,
  source = 'upload',
  edited,
}: PlanForecastSectionProps) {
  const { t } = useTranslation('plans');
  const rows = useMemo(() => forecastTableRows(forecast, previewRows), [forecast, previewRows]);
  const thin = rows.filter(isThin).length;
  return (
    <Card type="inner" size="small" title={t('forecast.title')} data-testid="plan-forecast">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('forecast.intro', { days: forecast.horizon_days })}
        </Typography.Paragraph>
        {forecast.data_window ? (
          <Typography.Text type="secondary" data-testid="forecast-window">
            {t(source === 'shop' ? 'forecast.windowShop' : 'forecast.windowUpload', {
              start: formatDate(forecast.data_window.start),
              end: formatDate(forecast.data_window.end),
            })}
          </Typography.Text>
        ) : null}
        {edited ? (
          <Typography.Text type="secondary" data-testid="forecast-edited">
            {t('forecast.editedIncluded')}
          </Typography.Text>
        ) : null}
        {thin > 0 ? (
          <Alert
            type="info"
            showIcon
            title={t('forecast.thinEvidence', { thin, total: rows.length })}
            data-testid="forecast-thin"
          />
        ) : null}
        <Row gutter={[12, 12]}>
          {FORECAST_FIGURES.map((figure) => (
            <Col key={figure.key} xs={24} sm={12} xl={6}>
              <FigureCard figure={figure} totals={forecast.totals} marketplace={marketplace} />
            </Col>
          ))}
        </Row>
        {forecast.campaigns.length > 0 ? (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('forecast.perCampaign')}
            </Typography.Title>
            <Suspense
              fallback={
                <Card size="small" aria-busy="true">
                  <Skeleton active paragraph={{ rows: 3 }} />
                  <Typography.Text type="secondary">{t('forecast.chartsLoading')}</Typography.Text>
                </Card>
              }
            >
              <ForecastCampaignCharts forecast={forecast} marketplace={marketplace} />
            </Suspense>
          </>
        ) : null}
        {rows.length > 0 && previewRows.length > 0 ? (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('forecast.rowsTitle', { count: rows.length })}
            </Typography.Title>
            <ForecastRows
              rows={rows}
              marketplace={marketplace}
              campaignNames={new Map(forecast.campaigns.map((c) => [c.campaign_id, c.name]))}
            />
          </>
        ) : null}
        {forecast.rows_without_forecast > 0 ? (
          <Typography.Text type="secondary">
            {t('forecast.withoutForecast', { count: forecast.rows_without_forecast })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
