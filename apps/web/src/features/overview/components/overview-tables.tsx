// Campaigns, keywords and targets, and placements with their figures, in tabs. A table from the `md`
// breakpoint up; below it each line is a card of wrapping figures, so a phone needs no sideways scroll.
import type { ReactNode } from 'react';
import { Card, Flex, Grid, List, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AccountOverviewData, OverviewFiguresData } from '@adplan/contracts';
import { formatCount, formatMoney, formatPercent } from '../model/overview-view';

interface Line extends OverviewFiguresData {
  key: string;
  /** The line's name cells: campaign, ad group, target or placement. */
  names: Array<{ title: string; text: string }>;
}

/** The figure columns every tab shares. */
function useFigureColumns(
  overview: AccountOverviewData,
): Array<{ title: string; render: (line: Line) => string }> {
  const { t } = useTranslation('overview');
  const money = (value: number | null) => formatMoney(overview.marketplace, value);
  return [
    { title: t('columns.impressions'), render: (line) => formatCount(line.impressions) },
    { title: t('columns.clicks'), render: (line) => formatCount(line.clicks) },
    { title: t('columns.spend'), render: (line) => money(line.spend) },
    { title: t('columns.sales'), render: (line) => money(line.sales) },
    { title: t('columns.orders'), render: (line) => formatCount(line.orders) },
    { title: t('columns.acos'), render: (line) => formatPercent(line.acos) },
    { title: t('columns.cpc'), render: (line) => money(line.cpc) },
  ];
}

/** One tab's lines as a table (wide screens) or cards (phones). */
function Lines({
  overview,
  lines,
  testId,
}: {
  overview: AccountOverviewData;
  lines: Line[];
  testId: string;
}) {
  const screens = Grid.useBreakpoint();
  const figures = useFigureColumns(overview);
  const nameTitles = lines[0]?.names.map((name) => name.title) ?? [];
  if (!screens.md) {
    return (
      <List
        data-testid={testId}
        dataSource={lines}
        renderItem={(line) => (
          <List.Item>
            <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
              {line.names.map((name) => (
                <Typography.Text
                  key={name.title}
                  strong={name === line.names[0]}
                  style={{ wordBreak: 'break-word' }}
                >
                  {name.text}
                </Typography.Text>
              ))}
              <Flex wrap gap={12}>
                {figures.map((column) => (
                  <span key={column.title}>
                    <Typography.Text type="secondary">{column.title}</Typography.Text> {column.render(line)}
                  </span>
                ))}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    );
  }
  const columns: ColumnsType<Line> = [
    ...nameTitles.map((title, index) => ({
      title,
      key: `name-${index}`,
      render: (_: unknown, line: Line): ReactNode => line.names[index]?.text,
    })),
    ...figures.map((column) => ({
      title: column.title,
      key: column.title,
      align: 'right' as const,
      render: (_: unknown, line: Line): ReactNode => column.render(line),
    })),
  ];
  return (
    <Table
      data-testid={testId}
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
    />
  );
}

/** The three tabs of lines. */
export function OverviewTables({ overview }: { overview: AccountOverviewData }) {
  const { t } = useTranslation('overview');
  const campaigns: Line[] = overview.campaigns.map((c, index) => ({
    ...c,
    key: `c${index}`,
    names: [{ title: t('columns.campaign'), text: `${c.campaign_name} · ${t(`adProduct.${c.ad_product}`)}` }],
  }));
  const targets: Line[] = overview.targets.map((line, index) => ({
    ...line,
    key: `t${index}`,
    names: [
      {
        title: t('columns.target'),
        text: `${line.target} · ${line.match_type ? t(`matchType.${line.match_type}`) : t(`kind.${line.kind}`)}`,
      },
      { title: t('columns.campaign'), text: line.campaign_name },
      { title: t('columns.adGroup'), text: line.ad_group_name },
    ],
  }));
  const placements: Line[] = overview.placements.map((p, index) => ({
    ...p,
    key: `p${index}`,
    names: [
      { title: t('columns.placement'), text: t(`placement.${p.placement}`, { defaultValue: p.placement }) },
      { title: t('columns.campaign'), text: p.campaign_name },
    ],
  }));
  const shownOf = (shown: number, total: number) =>
    shown < total ? (
      <Typography.Paragraph type="secondary">{t('shownOf', { shown, total })}</Typography.Paragraph>
    ) : null;
  return (
    <Card size="small">
      <Tabs
        items={[
          {
            key: 'campaigns',
            label: t('tabs.campaigns', { count: overview.campaign_count }),
            children: (
              <>
                {shownOf(campaigns.length, overview.campaign_count)}
                <Lines overview={overview} lines={campaigns} testId="overview-campaigns" />
              </>
            ),
          },
          {
            key: 'targets',
            label: t('tabs.targets', { count: overview.target_count }),
            children: (
              <>
                {shownOf(targets.length, overview.target_count)}
                <Lines overview={overview} lines={targets} testId="overview-targets" />
              </>
            ),
          },
          {
            key: 'placements',
            label: t('tabs.placements', { count: placements.length }),
            children: <Lines overview={overview} lines={placements} testId="overview-placements" />,
          },
        ]}
      />
    </Card>
  );
}
