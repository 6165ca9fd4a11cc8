import { Progress, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOWN_STAGES, type GenerationProgress } from '../model/generation-stages';

/** The real stages of a generation: the upload with its percent, then the server's stages. */
export function GenerationProgressSteps({ progress }: { progress: GenerationProgress }) {
  const { t } = useTranslation('plans');
  const percent = Math.round(progress.uploadFraction * 100);
  return (
    <Steps
      direction="vertical"
      size="small"
      current={progress.status === 'done' ? SHOWN_STAGES.length : progress.current}
      status={progress.status === 'failed' ? 'error' : progress.status === 'done' ? 'finish' : 'process'}
      aria-label={t('stages.title')}
      items={SHOWN_STAGES.map((stage, index) => ({
        title: t(`stages.${stage}`),
        description:
          index === 0 && progress.current === 0 && progress.status === 'running' ? (
            <Progress percent={percent} size="small" aria-label={t('stages.uploadingPercent', { percent })} />
          ) : index === 1 && progress.place !== undefined && progress.status === 'running' ? (
            <span data-testid="queue-place">{t('stages.queued', { place: progress.place })}</span>
          ) : undefined,
      }))}
    />
  );
}
