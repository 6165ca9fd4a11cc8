import { Alert, Flex, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS, isWithinServiceHours } from '@adplan/contracts';

const REFRESH_MS = 30_000;

/** Whether support is open right now (spec §1 hours, GMT+8), refreshed while the page stays open. */
export function ContactStatus() {
  const { t } = useTranslation('content');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const open = isWithinServiceHours(now);
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={open ? 'success' : 'info'}
      showIcon
      data-support-open={open ? 'yes' : 'no'}
      title={open ? t('contact.openNow') : t('contact.closedNow')}
      description={
        <Flex gap={8} wrap align="center">
          <span>{t('contact.hours')}</span>
          {SERVICE_HOURS.spans.map((span) => (
            <Tag key={span.start} style={{ marginInlineEnd: 0, fontVariantNumeric: 'tabular-nums' }}>
              {span.start}–{span.end}
            </Tag>
          ))}
        </Flex>
      }
    />
  );
}
