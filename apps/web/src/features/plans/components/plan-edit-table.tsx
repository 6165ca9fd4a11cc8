import { Alert, Button, Checkbox, Flex, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPlanData, PlanPreviewRow } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { usePlanEditsMutation } from '../api/plans-queries';
import {
  draftCounts,
  draftOf,
  editsPayload,
  isDirty,
  withRowIncluded,
  withValue,
  type EditedValueKind,
  type PlanEditDraft,
} from '../model/plan-edit-draft';
import { beforeAfter, previewTargetText } from '../model/plan-preview';

interface PlanEditTableProps {
  plan: GeneratedPlanData;
  /** The plan as the server answered the saved edits (its workbooks are written again). */
  onSaved: (plan: GeneratedPlanData) => void;
  /** Tells the page whether there are edits not saved yet (downloads and apply use the saved plan). */
  onDirtyChange?: (dirty: boolean) => void;
}

type Row = PlanPreviewRow & { key: number };

/**
 * The preview as an editable table (ADR 0030): a checkbox per row to keep it in the plan, the bid or daily
 * budget typed in place, "save" writing the workbooks again and "reset" going back to the generated plan.
 */
export function PlanEditTable({ plan, onSaved, onDirtyChange }: PlanEditTableProps) {
  const { t } = useTranslation('plans');
  const [draft, setDraftState] = useState<PlanEditDraft>(() => draftOf(plan));
  const planEdits = usePlanEditsMutation();
  const saving = planEdits.isPending;
  const [error, setError] = useState<string | undefined>();
  const [cellErrors, setCellErrors] = useState<Record<string, string[]>>({});
  const dirty = isDirty(draft, plan);
  const counts = draftCounts(draft);
  const removed = new Set(draft.removed);

  const setDraft = (next: PlanEditDraft) => {
    setDraftState(next);
    setError(undefined);
    onDirtyChange?.(isDirty(next, plan));
  };

  const save = async (next: PlanEditDraft) => {
    const payload = editsPayload(next);
    if (!payload.edits) {
      setCellErrors(Object.fromEntries(payload.invalid.map((field) => [field, [t('edits.notAmount')]])));
      setError(t('edits.fixCells'));
      return;
    }
    setError(undefined);
    setCellErrors({});
    try {
      const saved = await planEdits.mutateAsync({ plan_id: plan.plan_id, ...payload.edits });
      setDraftState(draftOf(saved));
      onDirtyChange?.(false);
      onSaved(saved);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError(apiError?.msg ?? t('edits.saveFailed'));
      setCellErrors(apiError?.fields ?? {});
    }
  };

  const valueCell = (row: Row, kind: EditedValueKind) => {
    const index = row.index ?? row.key;
    const field = `${kind}.${index}`;
    const planned = kind === 'bids' ? row.bid_after : row.budget_after;
    const problems = cellErrors[field];
    return (
      <Flex vertical gap={2}>
        <Input
          size="small"
          inputMode="decimal"
          style={{ width: 96 }}
          aria-label={t(kind === 'bids' ? 'edits.bidLabel' : 'edits.budgetLabel')}
          data-testid={`edit-${field}`}
          disabled={removed.has(index) || saving}
          status={problems ? 'error' : undefined}
          placeholder={planned === undefined ? '' : String(planned)}
          value={draft[kind][String(index)] ?? ''}
          onChange={(event) => setDraft(withValue(draft, kind, index, event.target.value))}
        />
        {problems ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {problems.join(' ')}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };

  const columns = [
    {
      title: t('edits.keep'),
      key: 'keep',
      width: 64,
      fixed: 'left' as const,
      render: (_: unknown, row: Row) => {
        const index = row.index ?? row.key;
        return (
          <Checkbox
            aria-label={t('edits.keepRow', { row: index + 1 })}
            data-testid={`keep-row-${index}`}
            checked={!removed.has(index) && row.included !== false}
            disabled={saving || (row.included === false && !removed.has(index))}
            onChange={(event) => setDraft(withRowIncluded(draft, index, event.target.checked))}
          />
        );
      },
    },
    {
      title: t('columns.change'),
      dataIndex: 'change_type',
      width: 120,
      render: (type: PlanPreviewRow['change_type'], row: Row) => (
        <Flex vertical gap={4} align="start">
          <Tag>{t(`changeTypes.${type}`)}</Tag>
          {row.seller_changed && row.seller_changed.length > 0 ? (
            <Tag color="blue">{t('edits.changedByYou')}</Tag>
          ) : null}
        </Flex>
      ),
    },
    { title: t('columns.campaign'), dataIndex: 'campaign_name', width: 150, ellipsis: true },
    { title: t('columns.adGroup'), dataIndex: 'ad_group_name', width: 130, ellipsis: true },
    {
      title: t('columns.target'),
      key: 'target',
      width: 150,
      render: (_: unknown, row: Row) => previewTargetText(row, (key) => t(`placements.${key}`)),
    },
    {
      title: t('columns.before'),
      key: 'before',
      width: 80,
      render: (_: unknown, row: Row) => beforeAfter(row, plan.marketplace).before ?? '–',
    },
    {
      title: t('columns.after'),
      key: 'after',
      width: 120,
      render: (_: unknown, row: Row) => {
        if (row.bid_editable) return valueCell(row, 'bids');
        if (row.budget_editable) return valueCell(row, 'budgets');
        return beforeAfter(row, plan.marketplace).after ?? '–';
      },
    },
    { title: t('columns.reason'), dataIndex: 'reason', width: 300 },
  ];

  const rows: Row[] = plan.preview.rows.map((row, position) => ({ ...row, key: row.index ?? position }));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('edits.hint')}</Typography.Text>
      <Flex wrap gap={8} align="center">
        <Button
          type="primary"
          loading={saving}
          disabled={!dirty}
          onClick={() => void save(draft)}
          data-testid="save-edits"
        >
          {t('edits.save')}
        </Button>
        <Button
          disabled={saving || (!plan.edits && !dirty)}
          onClick={() => void save({ removed: [], bids: {}, budgets: {} })}
          data-testid="reset-edits"
        >
          {t('edits.reset')}
        </Button>
        <Typography.Text type={dirty ? 'warning' : 'secondary'} data-testid="edit-status">
          {counts.removed === 0 && counts.changed === 0
            ? t('edits.none')
            : t(dirty ? 'edits.unsaved' : 'edits.saved', counts)}
        </Typography.Text>
      </Flex>
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <Table<Row>
        size="small"
        columns={columns}
        dataSource={rows}
        onRow={(row) => ({
          // A left-out row stays listed (it can be ticked again), dimmed.
          style: removed.has(row.index ?? row.key) || row.included === false ? { opacity: 0.45 } : undefined,
        })}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 1100 }}
      />
    </Flex>
  );
}
