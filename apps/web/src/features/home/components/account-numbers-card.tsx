// The seller's numbers on the page the console opens on (issue 23): the newest overview's spend, sales,
// orders, ACOS and CPC with their period, and the way to the full account overview. Without data yet it
// says how to get some; a failed load leaves only the link.
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OVERVIEW_PATH } from '@adplan/contracts';
import { formatCount, formatMoney, formatPercent } from '../../../shared/format/display-format';
import { useLatestOverviewQuery } from '../api/latest-overview-query';

/** Totals of the newest snapshot with a link to /overview. */
export function AccountNumbersCard() {
  const { t } = useTranslation('home');
  const query = useLatestOverviewQuery();
  // `?? null`: an answer without the field (an older server) reads as no data yet.
  const overview = query.data?.overview ?? null;
  const link = (
    <Link to={OVERVIEW_PATH}>
      <Button type={overview ? 'default' : 'primary'}>{t('numbers.open')}</Button>
    </Link>
  );
  return (
    <Card title={t('numbers.title')} extra={overview ? link : undefined} data-testid="home-account-numbers">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : overview ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {overview.window_start && overview.window_end
              ? t('numbers.period', { start: overview.window_start, end: overview.window_end })
              : t('numbers.periodUnknown')}
          </Typography.Text>
          <Row gutter={[16, 12]}>
            {[
              [t('numbers.spend'), formatMoney(overview.marketplace, overview.totals.spend)],
              [t('numbers.sales'), formatMoney(overview.marketplace, overview.totals.sales)],
              [t('numbers.orders'), formatCount(overview.totals.orders)],
              ['ACOS', formatPercent(overview.totals.acos)],
              ['CPC', formatMoney(overview.marketplace, overview.totals.cpc)],
            ].map(([title, value]) => (
              <Col key={title} xs={12} sm={8} lg={{ flex: '20%' }}>
                <Statistic
                  title={title}
                  value={value}
                  formatter={() => value}
                  valueStyle={{ fontSize: 20 }}
                />
              </Col>
            ))}
          </Row>
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">{t('numbers.none')}</Typography.Text>
          {link}
        </Flex>
      )}
    </Card>
  );
}
