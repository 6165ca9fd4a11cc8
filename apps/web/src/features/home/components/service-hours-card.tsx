import { Badge, Card, Flex, Tag, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASSISTANT_PATH, CONTACT_PATH, SERVICE_HOURS, isWithinServiceHours } from '@adplan/contracts';
import { formatClockSpan } from '../model/package-status';
import { useNow } from '../model/use-now';

/** Service hours (spec §1) and whether support is open at this moment. */
export function ServiceHoursCard() {
  const { t } = useTranslation('home');
  const open = isWithinServiceHours(useNow());
  return (
    <Card
      title={
        <span>
          <CustomerServiceOutlined /> {t('service.title')}
        </span>
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{t('service.days')}</Typography.Text>
        {/* Each span is a tag, so a time range never breaks across two lines. */}
        <Flex gap={8} wrap>
          {SERVICE_HOURS.spans.map((span) => (
            <Tag key={span.start} style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatClockSpan(span)}
            </Tag>
          ))}
        </Flex>
        <Badge status={open ? 'success' : 'default'} text={open ? t('service.open') : t('service.closed')} />
        <Typography.Text type="secondary">
          {open ? t('service.openHint') : t('service.closedHint')}
        </Typography.Text>
        {/* The hint promises an answer to messages: the contact page is where they are left. */}
        <Flex gap={16} wrap>
          <Link to={CONTACT_PATH}>{t('service.contactLink')}</Link>
          <Link to={ASSISTANT_PATH}>{t('service.assistantLink')}</Link>
        </Flex>
      </Flex>
    </Card>
  );
}
