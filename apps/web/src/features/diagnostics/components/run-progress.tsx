// What the seller sees while a diagnosis runs in the background: since when, and how long so far. Amazon's
// reports take an unknown time (often minutes), so there is no percentage, only the running clock; the
// page polls the diagnosis and replaces this line with the findings or the failure.
import { useEffect, useState } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { elapsedClock } from '../model/diagnosis-view';

const TICK_MS = 1_000;

/** The progress state of a running diagnosis started at `startedAt` (ISO time). */
export function RunProgress({ startedAt }: { startedAt: string }) {
  const { t, i18n } = useTranslation('diagnostics');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const started = new Date(startedAt);
  return (
    <Flex gap={12} align="flex-start" role="status" aria-live="polite" data-testid="diagnosis-running">
      <Spin />
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text strong>{t('progress.title')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('progress.detail', {
            time: started.toLocaleTimeString(i18n.language),
            elapsed: elapsedClock(now - started.getTime()),
          })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
