// Creating rules for a shop: either upload hourly campaign reports (the server runs the schedule flow and
// says which campaigns exist in the shop), or take the schedule of a usage record's plan; then choose the
// campaigns and start.
import { Alert, Button, Card, Checkbox, Input, Radio, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchedulePeriodView } from '@adplan/contracts';
import { failureText } from '../model/failure-text';
import {
  useCreateRulesMutation,
  usePlanScheduleMutation,
  useSchedulePreviewMutation,
} from '../api/schedules-queries';
import { ScheduleDayChart } from './schedule-day-chart';
import '../../../shared/ui/upload-list.css';

interface Candidate {
  campaign_name: string;
  in_shop: boolean;
  periods: SchedulePeriodView[];
}

/** The create panel of one shop. */
export function RuleCreatePanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation('schedules');
  const withCode = (words: string, code: number) => t('withCode', { words, code });
  const [source, setSource] = useState<'hourly' | 'plan'>('hourly');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [orderNum, setOrderNum] = useState('');
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const preview = useSchedulePreviewMutation();
  const planSchedule = usePlanScheduleMutation();
  const create = useCreateRulesMutation(shopId);

  const offer = (list: Candidate[]) => {
    setCandidates(list);
    setChosen(list.filter((c) => c.in_shop).map((c) => c.campaign_name));
  };
  const readSchedule = async () => {
    if (source === 'hourly') {
      const result = await preview.mutateAsync({
        shopId,
        files: files.flatMap((f) => (f.originFileObj ? [f.originFileObj] : [])),
      });
      offer(result.campaigns);
    } else {
      const record = await planSchedule.mutateAsync(orderNum.trim());
      offer(
        record.schedule.map((rule) => ({
          campaign_name: rule.campaign_name,
          in_shop: true,
          periods: rule.periods,
        })),
      );
    }
  };
  const start = () =>
    create.mutateAsync({
      shop_id: shopId,
      source,
      ...(source === 'plan' ? { order_num: orderNum.trim() } : {}),
      campaigns: candidates
        .filter((c) => chosen.includes(c.campaign_name))
        .map((c) => ({
          campaign_name: c.campaign_name,
          periods: c.periods
            .flatMap((p) => (p.name === 'base' ? [] : [{ ...p, name: p.name }]))
            .map((p) => ({
              name: p.name,
              start: p.start,
              end: p.end,
              bid_adjustment: p.bid_adjustment,
            })),
        })),
    });
  const failure = preview.error ?? planSchedule.error ?? create.error;
  const reading = preview.isPending || planSchedule.isPending;

  return (
    <Card title={t('create.title')} size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group value={source} onChange={(e) => setSource(e.target.value as 'hourly' | 'plan')}>
          <Radio value="hourly">{t('create.fromHourly')}</Radio>
          <Radio value="plan">{t('create.fromPlan')}</Radio>
        </Radio.Group>
        {source === 'hourly' ? (
          <Upload
            className="adp-upload-actions-shown"
            accept=".csv"
            multiple
            maxCount={10}
            fileList={files}
            beforeUpload={() => false}
            onChange={(info) => setFiles(info.fileList)}
          >
            <Button>{t('create.chooseFiles')}</Button>
          </Upload>
        ) : (
          <Input
            value={orderNum}
            onChange={(e) => setOrderNum(e.target.value)}
            placeholder={t('create.orderNumPlaceholder')}
            maxLength={64}
            aria-label={t('create.orderNum')}
          />
        )}
        <Button
          onClick={() => void readSchedule().catch(() => undefined)}
          loading={reading}
          disabled={source === 'hourly' ? files.length === 0 : orderNum.trim() === ''}
        >
          {t('create.read')}
        </Button>
        {failure ? (
          <Alert type="error" showIcon title={failureText(failure, t('create.failed'), withCode)} />
        ) : null}
        {candidates.length === 0 && (preview.isSuccess || planSchedule.isSuccess) ? (
          <Alert type="info" showIcon title={t('create.noCampaigns')} />
        ) : null}
        {candidates.map((candidate) => (
          <Card key={candidate.campaign_name} size="small" type="inner">
            <Checkbox
              checked={chosen.includes(candidate.campaign_name)}
              disabled={!candidate.in_shop}
              onChange={(e) =>
                setChosen((list) =>
                  e.target.checked
                    ? [...list, candidate.campaign_name]
                    : list.filter((name) => name !== candidate.campaign_name),
                )
              }
            >
              {candidate.in_shop
                ? candidate.campaign_name
                : t('create.campaignNotInShop', { name: candidate.campaign_name })}
            </Checkbox>
            <ScheduleDayChart periods={candidate.periods} />
          </Card>
        ))}
        {candidates.length > 0 ? (
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={create.isPending}
            onClick={() =>
              void start()
                .then(() => {
                  // Started: the panel is ready for the next campaigns, not "nothing to schedule".
                  setCandidates([]);
                  setFiles([]);
                  preview.reset();
                  planSchedule.reset();
                })
                .catch(() => undefined)
            }
          >
            {t('create.start', { count: chosen.length })}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
