import { Badge, Card, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS, isWithinServiceHours } from '@adplan/contracts';
import { formatClockSpans } from '../model/package-status';
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
      <Typography.Paragraph>
        {t('service.hours', { spans: formatClockSpans(SERVICE_HOURS.spans, t('service.spanSeparator')) })}
      </Typography.Paragraph>
      <Badge status={open ? 'success' : 'default'} text={open ? t('service.open') : t('service.closed')} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {open ? t('service.openHint') : t('service.closedHint')}
      </Typography.Paragraph>
    </Card>
  );
}
