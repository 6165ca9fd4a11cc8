// A diagnosis: its counts, the CSV download, and the findings grouped by severity and kind.
import { Button, Col, Collapse, Empty, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DiagnosisData, FindingSeverity } from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { csvHref, groupFindings, openGroupKeys } from '../model/diagnosis-view';
import { FindingCard } from './finding-card';

const SEVERITY_COLORS: Record<FindingSeverity, string> = {
  high: 'red',
  medium: 'orange',
  low: 'gold',
  info: 'default',
};

/** The findings of one diagnosis. */
export function DiagnosisResult({ diagnosis }: { diagnosis: DiagnosisData }) {
  const { t, i18n } = useTranslation('diagnostics');
  const groups = groupFindings(diagnosis.findings);
  const high = diagnosis.summary.by_severity.find((entry) => entry.severity === 'high')?.count ?? 0;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('summary.title')} · {diagnosis.shop_name} · {diagnosis.marketplace}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('summary.window', { start: diagnosis.window_start, end: diagnosis.window_end })}
          </Typography.Text>
        </Flex>
        <Button
          icon={<DownloadOutlined />}
          href={csvHref(diagnosis.download_url, toContractsLanguage(i18n.language))}
          download={diagnosis.file_name}
        >
          {t('summary.download')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={8}>
          <Statistic title={t('summary.campaigns')} value={diagnosis.summary.campaigns} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('summary.findings')} value={diagnosis.summary.findings} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('summary.high')} value={high} />
        </Col>
      </Row>
      {groups.length === 0 ? (
        <Empty description={t('summary.noFindings')} />
      ) : (
        <Collapse
          defaultActiveKey={openGroupKeys(groups)}
          items={groups.map((group) => ({
            key: group.severity,
            label: (
              <Flex gap={8} align="center">
                <Tag color={SEVERITY_COLORS[group.severity]}>{t(`severity.${group.severity}`)}</Tag>
                <span>{group.count}</span>
              </Flex>
            ),
            children: (
              <Flex vertical gap={16}>
                {group.kinds.map((kind) => (
                  <Flex key={kind.kind} vertical gap={8}>
                    <Typography.Text strong>
                      {t(`kind.${kind.kind}`)} ({kind.findings.length})
                    </Typography.Text>
                    {kind.findings.map((finding, index) => (
                      <FindingCard
                        key={`${finding.rule_id}-${finding.campaign_id}-${index}`}
                        finding={finding}
                        currency={diagnosis.currency}
                      />
                    ))}
                  </Flex>
                ))}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
