import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SHOP_PLAN_APPLY_WITHIN_DAYS,
  WORK_JOB_POLL_FIRST_MS,
  type ChangeItem,
  type ShopPlanData,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { beijingTime, formatMoney } from '../../../shared/format/display-format';
import { useShopPlanReader } from '../api/shop-plans-queries';
import { waitForJob } from '../api/work-jobs-api';
import { useShopRunMutation } from '../api/work-jobs-queries';
import { nextPollDelay } from '../model/job-polling';
import {
  applyPercent,
  changeSetActions,
  changeSetGroups,
  type ChangeSetRow,
  type FieldChange,
} from '../model/change-set-view';
import { applyImpact } from '../model/change-set-impact';
import { fieldLabelKeys, itemNameKey, matchTypeKey, valueWordKey } from '../model/change-set-words';

/** Statuses of a plan whose apply or undo is running (on a worker, perhaps started in another tab). */
const RUNNING_STATUSES = new Set<ShopPlanData['status']>(['applying', 'undoing']);
/** Fields whose values are money in the marketplace currency. */
const MONEY_FIELDS = new Set(['budget', 'bid', 'defaultBid']);
/** Fields whose values are placement percentages (a new campaign's `placement.X` too). */
const PERCENT_FIELDS = new Set(['percentage', 'placement']);
const STATE_COLOR: Record<ChangeItem['state'], string> = {
  pending: 'default',
  applied: 'success',
  failed: 'error',
  skipped: 'warning',
};

function rawText(value: FieldChange['after'] | undefined): string {
  if (value === undefined || value === null) return '–';
  return String(value);
}

/**
 * The change-set of a linked-shop plan grouped by campaign (operation, entity, name, before -> after), with
 * "Apply to Amazon" and its progress, every row's result (reasons in the seller's language, Amazon's words
 * on hover), "Retry failed", the read-back comparison and "Undo" behind a confirmation.
 */
export function ChangeSetReview({
  initial,
  onChange,
}: {
  initial: ShopPlanData;
  /** Told when an apply or undo changed the plan (the usage records refresh their status). */
  onChange?: (plan: ShopPlanData) => void;
}) {
  const { t } = useTranslation('plans');
  const { modal } = App.useApp();
  const [plan, setPlan] = useState(initial);
  const [busy, setBusy] = useState<'apply' | 'undo' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const alive = useRef<AbortController | undefined>(undefined);
  const readShopPlan = useShopPlanReader();
  const shopRun = useShopRunMutation();

  const refresh = (signal: AbortSignal) =>
    readShopPlan(plan.plan_id).then(
      (current) => {
        if (!signal.aborted) setPlan(current);
        return current;
      },
      () => undefined,
    );

  // A plan opened while its apply or undo runs (a reload, a second tab): the run is followed through the
  // plan's own status until it ends, then the buttons come back.
  const following = useEffectEvent((signal: AbortSignal) => {
    const kind = initial.status === 'undoing' ? 'undo' : 'apply';
    setBusy(kind);
    void (async () => {
      let delay = WORK_JOB_POLL_FIRST_MS;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (signal.aborted) return;
        const current = await refresh(signal);
        if (current && !RUNNING_STATUSES.has(current.status)) {
          onChange?.(current);
          break;
        }
        delay = nextPollDelay(delay);
      }
      if (!signal.aborted) setBusy(undefined);
    })();
  });
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    const timer = RUNNING_STATUSES.has(initial.status)
      ? setTimeout(() => following(controller.signal), 0)
      : undefined;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [initial.status]);

  const actions = changeSetActions(plan);
  const groups = changeSetGroups(plan.items);
  const money = (value: number) => `${value < 0 ? '-' : ''}${formatMoney(plan.marketplace, Math.abs(value))}`;
  const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${money(value)}`;

  /** A value as the console words it: enums (states, placements, strategies ...) translated. */
  const valueText = (field: string, value: FieldChange['after'] | undefined): string => {
    const head = field.split('.')[0] ?? field;
    const key = valueWordKey(head, value);
    if (key) return t(key);
    if (typeof value === 'number' && MONEY_FIELDS.has(head)) return money(value);
    if (typeof value === 'number' && PERCENT_FIELDS.has(head)) return t('changeSet.percent', { value });
    return rawText(value);
  };

  const fieldLabel = (field: string): string => {
    const keys = fieldLabelKeys(field);
    const label = t(keys.field, { defaultValue: field });
    return keys.placement
      ? t('changeSet.fieldOfPlacement', { field: label, placement: t(keys.placement) })
      : label;
  };

  /**
   * Starts the apply or undo as a job (ADR 0028) and follows it: while it runs the stored item states show
   * the progress, and when it ends the plan is read again; a failure comes with its product code.
   */
  const run = async (kind: 'apply' | 'undo') => {
    const signal = alive.current?.signal ?? new AbortController().signal;
    setBusy(kind);
    setError(undefined);
    try {
      const started = await shopRun.mutateAsync({ kind, planId: plan.plan_id });
      await waitForJob(started.data.job_id, {
        signal,
        onStatus: (status) => {
          if (status.state === 'running') void refresh(signal);
        },
      });
      const current = await refresh(signal);
      if (current) onChange?.(current);
    } catch (failure) {
      if (signal.aborted) return;
      void refresh(signal);
      setError(
        failure instanceof ApiError
          ? t('errors.withCode', { message: failure.msg, code: failure.code })
          : String(failure),
      );
    } finally {
      if (!signal.aborted) setBusy(undefined);
    }
  };

  const confirmUndo = () =>
    modal.confirm({
      title: t('changeSet.undoConfirmTitle'),
      content: t('changeSet.undoConfirmBody', { count: plan.counts.applied }),
      okText: t('changeSet.undo'),
      okButtonProps: { danger: true },
      cancelText: t('decide.confirmCancel'),
      onOk: () => void run('undo'),
    });

  const renderChanges = (row: ChangeSetRow) => (
    <Flex vertical gap={2}>
      {row.changes.map((change) => (
        <Typography.Text key={change.field} style={{ wordBreak: 'break-word' }}>
          <Typography.Text type="secondary">{fieldLabel(change.field)}: </Typography.Text>
          {'before' in change ? `${valueText(change.field, change.before)} → ` : ''}
          {valueText(change.field, change.after)}
          {'actual' in change ? (
            <Typography.Text type="danger">
              {' '}
              ({t('changeSet.actual', { value: valueText(change.field, change.actual) })})
            </Typography.Text>
          ) : null}
        </Typography.Text>
      ))}
    </Flex>
  );

  const renderName = (item: ChangeItem) => {
    const nameKey = itemNameKey(item);
    const matchKey = matchTypeKey(item.match_type);
    return (
      <Flex vertical gap={2}>
        <span style={{ wordBreak: 'break-word' }}>
          {nameKey ? t(nameKey) : item.name}
          {matchKey ? <Tag style={{ marginInlineStart: 6 }}>{t(matchKey)}</Tag> : null}
        </span>
        {item.ad_group_name && item.entity !== 'adGroup' && item.entity !== 'sbAdGroup' ? (
          <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
            {t('changeSet.adGroup', { name: item.ad_group_name })}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };

  /** Before the first send: what will change, counted per kind, and the money it moves. */
  const confirmApply = () => {
    const impact = applyImpact(plan);
    const lines = [
      ...impact.kinds.map((kind) =>
        t('changeSet.confirm.kind', {
          operation: t(`changeSet.operations.${kind.operation}`),
          entity: t(`changeSet.entities.${kind.entity}`),
          count: kind.count,
        }),
      ),
      ...(impact.newDailyBudgets > 0
        ? [t('changeSet.confirm.newBudgets', { money: money(impact.newDailyBudgets) })]
        : []),
      ...(impact.budgetChangePerDay !== 0
        ? [t('changeSet.confirm.budgetChange', { money: signedMoney(impact.budgetChangePerDay) })]
        : []),
      ...(impact.bidsUp > 0
        ? [t('changeSet.confirm.bidsUp', { count: impact.bidsUp, money: money(impact.bidUpTotal) })]
        : []),
      ...(impact.bidsDown > 0
        ? [t('changeSet.confirm.bidsDown', { count: impact.bidsDown, money: money(impact.bidDownTotal) })]
        : []),
      ...(impact.paused + impact.enabled + impact.archived > 0
        ? [
            t('changeSet.confirm.states', {
              paused: impact.paused,
              enabled: impact.enabled,
              archived: impact.archived,
            }),
          ]
        : []),
    ];
    modal.confirm({
      title: t('changeSet.confirm.title'),
      width: 520,
      content: (
        <Flex vertical gap={4} data-testid="apply-confirm">
          <Typography.Text>
            {t('changeSet.confirm.intro', { shop: plan.shop_name, total: impact.total })}
          </Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Typography.Text type="secondary">{t('changeSet.confirm.undoHint')}</Typography.Text>
        </Flex>
      ),
      okText: t('changeSet.confirm.ok'),
      cancelText: t('changeSet.confirm.cancel'),
      onOk: () => void run('apply'),
    });
  };

  const renderResult = (row: ChangeSetRow) => {
    const { item } = row;
    return (
      <Flex vertical gap={2}>
        <span>
          <Tag color={STATE_COLOR[item.state]}>{t(`changeSet.states.${item.state}`)}</Tag>
          {item.read_back ? (
            <Tag color={item.read_back === 'match' ? 'success' : 'error'}>
              {t(`changeSet.readBack.${item.read_back}`)}
            </Tag>
          ) : null}
          {item.undo_state !== 'none' ? <Tag>{t(`changeSet.undoStates.${item.undo_state}`)}</Tag> : null}
        </span>
        {item.reason ? (
          <Tooltip title={item.detail ?? undefined}>
            <Typography.Text type={item.state === 'failed' ? 'danger' : 'warning'}>
              {item.reason}
            </Typography.Text>
          </Tooltip>
        ) : null}
        {item.undo_reason ? <Typography.Text type="warning">{item.undo_reason}</Typography.Text> : null}
      </Flex>
    );
  };

  return (
    <Card title={t('changeSet.title')} data-testid="change-set">
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('changeSet.summary', {
            shop: plan.shop_name,
            total: plan.counts.total,
            status: t(`changeSet.statuses.${plan.status}`),
          })}
        </Typography.Paragraph>
        {plan.status === 'generated' && plan.apply_until ? (
          <Typography.Text type="secondary">
            {t('changeSet.applyUntil', { date: beijingTime(plan.apply_until) })}
          </Typography.Text>
        ) : null}
        {plan.status === 'expired' ? (
          <Alert
            type="warning"
            showIcon
            title={t('changeSet.expiredHint', { days: SHOP_PLAN_APPLY_WITHIN_DAYS })}
          />
        ) : null}
        {plan.status_reason ? <Alert type="warning" showIcon title={plan.status_reason} /> : null}
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        {busy || (plan.status !== 'generated' && plan.status !== 'expired') ? (
          <Progress
            percent={
              busy === 'undo' || plan.status === 'undone'
                ? Math.round((plan.counts.undone / Math.max(1, plan.counts.applied)) * 100)
                : applyPercent(plan)
            }
            status={plan.counts.failed > 0 ? 'exception' : undefined}
          />
        ) : null}
        {plan.counts.applied > 0 ? (
          <Typography.Text>
            {t('changeSet.counts', {
              applied: plan.counts.applied,
              failed: plan.counts.failed,
              skipped: plan.counts.skipped,
              matched: plan.counts.matched,
              mismatched: plan.counts.mismatched,
            })}
          </Typography.Text>
        ) : null}
        <Flex gap={8} wrap>
          {actions.apply ? (
            <Button
              type="primary"
              loading={busy === 'apply'}
              disabled={busy !== undefined}
              onClick={confirmApply}
              data-testid="change-set-apply"
            >
              {plan.status === 'interrupted' ? t('changeSet.resume') : t('changeSet.apply')}
            </Button>
          ) : null}
          {actions.retryFailed ? (
            <Button
              loading={busy === 'apply'}
              disabled={busy !== undefined}
              onClick={() => void run('apply')}
            >
              {t('changeSet.retryFailed', { count: plan.counts.failed + plan.counts.skipped })}
            </Button>
          ) : null}
          {actions.undo ? (
            <Button danger loading={busy === 'undo'} disabled={busy !== undefined} onClick={confirmUndo}>
              {t('changeSet.undo')}
            </Button>
          ) : null}
        </Flex>
        {groups.length === 0 ? <Alert type="info" showIcon title={t('changeSet.empty')} /> : null}
        {groups.map((group) => (
          <div key={group.campaign}>
            <Typography.Title level={5} style={{ wordBreak: 'break-word' }}>
              {group.campaign}
              {group.failed > 0 ? (
                <Tag color="error" style={{ marginInlineStart: 8 }}>
                  {t('changeSet.groupFailed', { count: group.failed })}
                </Tag>
              ) : null}
            </Typography.Title>
            <Table<ChangeSetRow>
              size="small"
              rowKey="key"
              pagination={group.rows.length > 20 ? { pageSize: 20 } : false}
              dataSource={group.rows}
              scroll={{ x: 720 }}
              columns={[
                {
                  title: t('changeSet.columns.operation'),
                  key: 'operation',
                  width: 90,
                  render: (_, row) => <Tag>{t(`changeSet.operations.${row.item.operation}`)}</Tag>,
                },
                {
                  title: t('changeSet.columns.entity'),
                  key: 'entity',
                  width: 120,
                  render: (_, row) => t(`changeSet.entities.${row.item.entity}`),
                },
                {
                  title: t('changeSet.columns.name'),
                  key: 'name',
                  render: (_, row) => renderName(row.item),
                },
                {
                  title: t('changeSet.columns.change'),
                  key: 'change',
                  render: (_, row) => renderChanges(row),
                },
                {
                  title: t('changeSet.columns.result'),
                  key: 'result',
                  width: 220,
                  render: (_, row) => renderResult(row),
                },
              ]}
            />
          </div>
        ))}
      </Flex>
    </Card>
  );
}
