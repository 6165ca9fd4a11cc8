// The worst wasters and the best converters: each line names the keyword or target, its campaign and ad
// group, its figures, and a link to the plan tool that acts on it. A list, so a phone needs no sideways scroll.
import { Button, Card, Col, Flex, List, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountOverviewData, OverviewTargetData, OverviewWasterData } from '@adplan/contracts';
import { formatCount, formatMoney, formatPercent, toolLink } from '../model/overview-view';

const TOOL_TITLE_KEYS = {
  'keyword-optimisation': 'keywordOptimisation',
  'asin-optimisation': 'asinOptimisation',
  'auto-optimisation': 'autoOptimisation',
  'sbv-optimisation': 'sbvOptimisation',
} as const;

/** One keyword or target with its figures and the tool link. */
function TargetLine({
  overview,
  line,
  extra,
}: {
  overview: AccountOverviewData;
  line: OverviewTargetData;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('overview');
  const { t: tr } = useTranslation('routes');
  const money = (value: number | null) => formatMoney(overview.marketplace, value);
  const tool = tr(TOOL_TITLE_KEYS[line.tool]);
  return (
    <List.Item>
      <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong style={{ wordBreak: 'break-word' }}>
            {line.target}
          </Typography.Text>
          <Tag>{line.match_type ? t(`matchType.${line.match_type}`) : t(`kind.${line.kind}`)}</Tag>
          {extra}
        </Flex>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
          {line.campaign_name} · {line.ad_group_name}
        </Typography.Text>
        <Flex wrap gap={12}>
          <span>
            {t('columns.clicks')} {formatCount(line.clicks)}
          </span>
          <span>
            {t('columns.spend')} {money(line.spend)}
          </span>
          <span>
            {t('columns.orders')} {formatCount(line.orders)}
          </span>
          <span>
            {t('columns.acos')} {formatPercent(line.acos)}
          </span>
          <span>
            {t('columns.cps')} {money(line.cost_per_sale)}
          </span>
        </Flex>
        <div>
          <Link to={toolLink(overview.source, line)}>
            <Button size="small">{t('act', { tool })}</Button>
          </Link>
        </div>
      </Flex>
    </List.Item>
  );
}

/** A waster's reason and the money it cost beyond the account's cost per order. */
function WasteTags({ overview, line }: { overview: AccountOverviewData; line: OverviewWasterData }) {
  const { t } = useTranslation('overview');
  return (
    <>
      <Tag color="red">{line.reason === 'no-orders' ? t('wasters.noOrders') : t('wasters.poorReturn')}</Tag>
      <Tag color="volcano">
        {t('wasters.excess', { amount: formatMoney(overview.marketplace, line.excess_spend) })}
      </Tag>
    </>
  );
}

/** Wasters beside converters on a desktop, one above the other on a phone. */
export function TargetHighlights({ overview }: { overview: AccountOverviewData }) {
  const { t } = useTranslation('overview');
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('wasters.title')} data-testid="overview-wasters">
          <Typography.Paragraph type="secondary">{t('wasters.hint')}</Typography.Paragraph>
          <List
            dataSource={overview.wasters}
            locale={{ emptyText: t('wasters.empty') }}
            renderItem={(line) => (
              <TargetLine
                overview={overview}
                line={line}
                extra={<WasteTags overview={overview} line={line} />}
              />
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('converters.title')} data-testid="overview-converters">
          <Typography.Paragraph type="secondary">{t('converters.hint')}</Typography.Paragraph>
          <List
            dataSource={overview.converters}
            locale={{ emptyText: t('converters.empty') }}
            renderItem={(line) => <TargetLine overview={overview} line={line} />}
          />
        </Card>
      </Col>
    </Row>
  );
}
