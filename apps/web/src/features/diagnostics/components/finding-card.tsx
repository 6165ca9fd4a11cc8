// One finding: where it is (campaign, ad group, target, search term), its figures, the reason and the
// suggested action, in the console's language.
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagnosticFinding } from '@adplan/contracts';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { formatFigure, localized } from '../model/diagnosis-view';

interface FindingCardProps {
  finding: DiagnosticFinding;
  currency: string;
}

/** A finding with its figures, reason and action. */
export function FindingCard({ finding, currency }: FindingCardProps) {
  const { t, i18n } = useTranslation('diagnostics');
  const language = toContractsLanguage(i18n.language);
  // A placement is named by the tool, so it reads in the console's language; keywords stay as written.
  const target = finding.target_words ? localized(finding.target_words, language) : finding.target;
  const where = [
    {
      key: 'campaign',
      label: t('finding.campaign'),
      value: `${finding.campaign_name} (${finding.campaign_id})`,
    },
    { key: 'adGroup', label: t('finding.adGroup'), value: finding.ad_group_id },
    { key: 'target', label: t('finding.target'), value: target },
    { key: 'searchTerm', label: t('finding.searchTerm'), value: finding.search_term },
  ].filter((item) => item.value);
  return (
    <Card size="small" style={{ minWidth: 0 }}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Tag>{t(`adProduct.${finding.ad_product}`)}</Tag>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {finding.search_term ?? target ?? finding.campaign_name}
          </Typography.Text>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={where.map((item) => ({
            key: item.key,
            label: item.label,
            children: <span style={{ overflowWrap: 'anywhere' }}>{item.value}</span>,
          }))}
        />
        <Flex gap={8} wrap>
          {finding.figures.map((figure) => (
            <Tag key={figure.name} bordered={false} color="blue">
              {t(`figure.${figure.name}`)}: {formatFigure(figure.name, figure.value, currency, i18n.language)}
            </Tag>
          ))}
        </Flex>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <Typography.Text type="secondary">{t('finding.reason')}: </Typography.Text>
          {localized(finding.reason, language)}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <Typography.Text type="secondary">{t('finding.action')}: </Typography.Text>
          <Typography.Text strong>{localized(finding.action, language)}</Typography.Text>
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
