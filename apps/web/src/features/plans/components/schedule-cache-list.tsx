import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SCHEDULE_CACHE_VALID_DAYS,
  isScheduleCacheEntryExpired,
  scheduleCacheExpiresAt,
  type ScheduleCacheEntry,
} from '@adplan/contracts';
import { ScheduleChart } from './schedule-chart';
import { formatDate } from '../../../shared/format/display-format';

interface ScheduleCacheListProps {
  entries: readonly ScheduleCacheEntry[];
  now: Date;
  onRemove(key: string): void;
}

/** The schedule rules kept in this browser (spec §4), shown again without a new use. */
export function ScheduleCacheList({ entries, now, onRemove }: ScheduleCacheListProps) {
  const { t } = useTranslation('plans');
  return (
    <Card title={t('scheduleCache.title')}>
      <Typography.Paragraph type="secondary">
        {t('scheduleCache.intro', { days: SCHEDULE_CACHE_VALID_DAYS })}
      </Typography.Paragraph>
      {entries.length === 0 ? (
        <Empty description={t('scheduleCache.empty')} />
      ) : (
        <Flex vertical gap={24}>
          {entries.map((entry) => (
            <Flex key={entry.key} vertical gap={4} data-testid="schedule-cache-entry">
              <Flex justify="space-between" align="center" wrap gap={8}>
                <span>
                  {isScheduleCacheEntryExpired(entry, now) ? (
                    <Tag color="red">{t('scheduleCache.expired')}</Tag>
                  ) : (
                    <Tag color="green">
                      {t('scheduleCache.validUntil', {
                        date: formatDate(scheduleCacheExpiresAt(entry)),
                      })}
                    </Tag>
                  )}
                  {entry.marketplace ? <Tag>{entry.marketplace}</Tag> : null}
                </span>
                <Button size="small" onClick={() => onRemove(entry.key)}>
                  {t('scheduleCache.remove')}
                </Button>
              </Flex>
              <ScheduleChart
                campaignName={entry.campaignName}
                timeZone={entry.timeZone}
                periods={entry.periods}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
