// An earlier plan's forecast beside what happened (issue 20, ADR 0031): per campaign, the forecast "after"
// figures with their 80 % intervals and the newer upload's figures per day, each marked below, within or
// above the interval. Says plainly when there is nothing to compare yet, when the newer window still holds
// days from before the plan, and when it is too short to mean much.
import { Alert, Flex, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  FORECAST_CHECK_MIN_DAYS,
  type ForecastCheckCampaign,
  type ForecastInterval,
  type ForecastVerdict,
  type Marketplace,
} from '@adplan/contracts';
import { formatDate } from '../../../shared/format/display-format';
import { CardTable } from '../../../shared/ui/card-table';
import { LoadErrorResult } from '../../../shared/ui/load-error-result';
import { useForecastCheckQuery } from '../api/plans-queries';
import { FORECAST_FIGURES, figureFormat, intervalBounds } from '../model/forecast-view';
import { PlanForecastSection } from './plan-forecast-section';

const VERDICT_COLOURS: Record<ForecastVerdict, string> = { below: 'blue', within: 'green', above: 'orange' };

/** The comparison of one plan, loaded when opened. */
export function ForecastCheckPanel({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const query = useForecastCheckQuery(planId);
  if (query.isPending) return <Typography.Text type="secondary">…</Typography.Text>;
  if (query.isError)
    return <LoadErrorResult title={t('forecastCheck.loadFailed')} onRetry={() => void query.refetch()} />;
  const check = query.data;
  const marketplace = check.marketplace as Marketplace;
  if (check.status === 'no_forecast')
    return (
      <Alert type="info" showIcon title={t('forecastCheck.noForecast')} data-testid="forecast-check-none" />
    );

  const cell = (figure: (typeof FORECAST_FIGURES)[number], campaign: ForecastCheckCampaign) => {
    const format = figureFormat(figure.kind, marketplace);
    const interval: ForecastInterval | undefined = campaign.forecast.after[figure.key];
    const bounds = interval && intervalBounds(interval, format, t('forecast.noUpperBound'));
    const actual = campaign.actual?.[figure.key];
    const verdict = campaign.verdicts?.[figure.key];
    return (
      <Flex vertical gap={2}>
        <span>
          {t('forecastCheck.forecast')}:{' '}
          {interval && bounds
            ? `${format(interval.expected)} (${bounds.low} – ${bounds.high})`
            : t('forecast.noOrders')}
        </span>
        {campaign.actual ? (
          <span>
            {t('forecastCheck.actual')}: {actual === undefined ? t('forecast.noOrders') : format(actual)}{' '}
            {verdict ? (
              <Tag color={VERDICT_COLOURS[verdict]} data-testid="forecast-verdict">
                {t(`forecastCheck.verdicts.${verdict}`)}
              </Tag>
            ) : null}
          </span>
        ) : null}
      </Flex>
    );
  };
  const columns: Array<ColumnType<ForecastCheckCampaign>> = [
    {
      title: t('forecastCheck.campaign'),
      key: 'campaign',
      width: 180,
      render: (_: unknown, campaign) => (
        <Flex vertical>
          <span>{campaign.name}</span>
          {campaign.actual ? null : (
            <Typography.Text type="secondary">{t('forecastCheck.notInUpload')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    ...FORECAST_FIGURES.map((figure) => ({
      title: t(figure.label),
      key: figure.key,
      width: 200,
      render: (_: unknown, campaign: ForecastCheckCampaign) => cell(figure, campaign),
    })),
  ];
  const window = check.newer_upload?.window;
  return (
    <Flex vertical gap={12} data-testid="forecast-check">
      {check.status === 'no_newer_upload' ? (
        <Alert
          type="info"
          showIcon
          title={t('forecastCheck.noNewerUpload', { days: FORECAST_CHECK_MIN_DAYS })}
          data-testid="forecast-check-waiting"
        />
      ) : null}
      {check.status === 'no_window' ? (
        <Alert type="warning" showIcon title={t('forecastCheck.noWindow')} />
      ) : null}
      {check.status === 'compared' && window ? (
        <>
          <Typography.Text data-testid="forecast-check-window">
            {t('forecastCheck.window', {
              start: window.start,
              end: window.end,
              days: window.days,
              uploaded: formatDate(check.newer_upload?.uploaded_at ?? window.end),
            })}
          </Typography.Text>
          {check.overlap_days > 0 ? (
            <Alert type="warning" showIcon title={t('forecastCheck.overlap', { days: check.overlap_days })} />
          ) : null}
          {check.too_short ? (
            <Alert
              type="warning"
              showIcon
              title={t('forecastCheck.tooShort', {
                days: check.days_after_plan,
                min: FORECAST_CHECK_MIN_DAYS,
              })}
            />
          ) : null}
          {check.forecast ? (
            <Typography.Text type="secondary">
              {t('forecastCheck.horizonNote', { days: check.forecast.horizon_days })}
            </Typography.Text>
          ) : null}
          <CardTable<ForecastCheckCampaign>
            size="small"
            rowKey={(campaign) => campaign.campaign_id}
            cardTestId="forecast-check-campaign"
            columns={columns}
            dataSource={check.campaigns}
            pagination={false}
            scroll={{ x: 980 }}
          />
        </>
      ) : null}
      {check.forecast && check.status !== 'compared' ? (
        <PlanForecastSection forecast={check.forecast} marketplace={marketplace} previewRows={[]} />
      ) : null}
    </Flex>
  );
}
