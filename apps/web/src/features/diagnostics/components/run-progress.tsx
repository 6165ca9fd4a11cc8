// What the seller sees while a diagnosis runs: the seconds spent against the call's time limit. Amazon's
// reports take an unknown time, so the bar measures the time limit used, not a share of the work.
import { useEffect, useState } from 'react';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AD_DIAGNOSE_TIMEOUT_MS } from '@adplan/contracts';
import { runProgress } from '../model/diagnosis-view';

const TICK_MS = 1_000;

/** A progress line for a running diagnosis. */
export function RunProgress() {
  const { t } = useTranslation('diagnostics');
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const elapsed = now - startedAt;
  return (
    <Flex vertical gap={4} role="status" aria-live="polite">
      <Typography.Text strong>{t('progress.title')}</Typography.Text>
      <Progress percent={runProgress(elapsed, AD_DIAGNOSE_TIMEOUT_MS)} status="active" showInfo={false} />
      <Typography.Text type="secondary">
        {t('progress.detail', {
          seconds: Math.floor(elapsed / 1000),
          limit: Math.round(AD_DIAGNOSE_TIMEOUT_MS / 1000),
        })}
      </Typography.Text>
    </Flex>
  );
}
