// The five figures a seller reads first: spend, sales, orders, ACOS and CPC of the whole snapshot.
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountOverviewData } from '@adplan/contracts';
import { formatCount, formatMoney, formatPercent } from '../model/overview-view';

/** The totals as cards (two per row on a phone, five on a desktop). */
export function OverviewCards({ overview }: { overview: AccountOverviewData }) {
  const { t } = useTranslation('overview');
  const { totals, marketplace } = overview;
  const cards = [
    { key: 'spend', title: t('cards.spend'), value: formatMoney(marketplace, totals.spend) },
    { key: 'sales', title: t('cards.sales'), value: formatMoney(marketplace, totals.sales) },
    { key: 'orders', title: t('cards.orders'), value: formatCount(totals.orders) },
    { key: 'acos', title: t('cards.acos'), value: formatPercent(totals.acos), hint: t('cards.acosHint') },
    {
      key: 'cpc',
      title: t('cards.cpc'),
      value: formatMoney(marketplace, totals.cpc),
      hint: t('cards.cpcHint'),
    },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="overview-cards">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small">
            <Statistic
              title={card.hint ? <Tooltip title={card.hint}>{card.title}</Tooltip> : card.title}
              value={card.value}
              // Already formatted (currency, one rounding): antd must not split it into integer and decimals.
              formatter={() => card.value}
              valueStyle={{ fontSize: 22 }}
              data-testid={`overview-card-${card.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
