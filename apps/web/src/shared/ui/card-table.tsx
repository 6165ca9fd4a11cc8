// A table that turns into cards below the `lg` breakpoint: on a phone every column of a row is shown as a
// labelled line of its card, so no status or download column hides behind an unhinted sideways scroll.
import type { Key, ReactNode } from 'react';
import { Card, Checkbox, Descriptions, Grid, List, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';

type CardTableProps<T> = Omit<TableProps<T>, 'rowKey' | 'columns'> & {
  rowKey: (row: T) => string;
  columns: Array<ColumnType<T>>;
  /** Test id of each card (phone width), given the row's key. */
  cardTestId?: string;
};

function cellOf<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number'
      ? (row as Record<string | number, unknown>)[path]
      : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/** antd's Table at `lg` and wider; below it, one card per row with every column as a labelled line. */
export function CardTable<T extends object>(props: CardTableProps<T>) {
  const { lg } = Grid.useBreakpoint();
  // Before the first measurement `lg` is undefined: keep the table, as on a desktop.
  if (lg !== false) return <Table<T> {...props} />;
  const { dataSource = [], columns, rowKey, loading, pagination, rowSelection, expandable, locale } = props;
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const toggle = (row: T, checked: boolean) => {
    const keys = dataSource.map(rowKey).filter((key) => (key === rowKey(row) ? checked : selected.has(key)));
    rowSelection?.onChange?.(
      keys,
      dataSource.filter((item) => keys.includes(rowKey(item))),
      { type: 'single' },
    );
  };
  return (
    <List<T>
      loading={loading === true || (typeof loading === 'object' && loading.spinning === true)}
      dataSource={[...dataSource]}
      locale={{ emptyText: typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText }}
      pagination={
        pagination === false || pagination === undefined
          ? false
          : {
              size: 'small',
              ...(pagination.pageSize !== undefined ? { pageSize: pagination.pageSize } : {}),
              ...(pagination.current !== undefined ? { current: pagination.current } : {}),
              ...(pagination.total !== undefined ? { total: pagination.total } : {}),
              ...(pagination.hideOnSinglePage !== undefined
                ? { hideOnSinglePage: pagination.hideOnSinglePage }
                : {}),
              ...(pagination.onChange ? { onChange: pagination.onChange } : {}),
            }
      }
      renderItem={(row, index) => {
        const key = rowKey(row);
        const renderExpanded = expandable?.expandedRowKeys?.includes(key)
          ? expandable.expandedRowRender
          : undefined;
        return (
          <List.Item style={{ paddingInline: 0 }}>
            <Card
              size="small"
              style={{ width: '100%', minWidth: 0 }}
              data-testid={props.cardTestId ? `${props.cardTestId}-${key}` : undefined}
              extra={
                rowSelection ? (
                  <Checkbox
                    checked={selected.has(key)}
                    onChange={(event) => toggle(row, event.target.checked)}
                  />
                ) : undefined
              }
            >
              <Descriptions
                size="small"
                column={1}
                items={columns.map((column, columnIndex) => ({
                  key: String(column.key ?? column.dataIndex ?? columnIndex),
                  label: column.title as ReactNode,
                  children: (
                    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</div>
                  ),
                }))}
              />
              {renderExpanded ? renderExpanded(row, index, 0, true) : null}
            </Card>
          </List.Item>
        );
      }}
    />
  );
}
