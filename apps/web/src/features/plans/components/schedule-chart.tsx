import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScheduleCachePeriod } from '@adplan/contracts';
import { chartSegments, formatAdjustment, type ChartSegment } from '../model/schedule-chart';

const PERIOD_COLORS: Record<ScheduleCachePeriod['name'], string> = {
  sleep: '#8c8c8c',
  morning: '#52c41a',
  afternoon: '#1677ff',
  rest: '#fa8c16',
  other: '#722ed1',
};

const WIDTH = 720;
const ROW_HEIGHT = 28;
const LABEL_WIDTH = 96;
const TICKS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

interface ScheduleChartProps {
  campaignName: string;
  timeZone?: string;
  periods: readonly ScheduleCachePeriod[];
}

function Band({ segments, y, label }: { segments: ChartSegment[]; y: number; label: string }) {
  const { token } = theme.useToken();
  const scale = (WIDTH - LABEL_WIDTH) / 24;
  return (
    <g>
      <text x={0} y={y + ROW_HEIGHT / 2 + 4} fontSize={12} fill={token.colorText}>
        {label}
      </text>
      <rect
        x={LABEL_WIDTH}
        y={y}
        width={WIDTH - LABEL_WIDTH}
        height={ROW_HEIGHT}
        fill={token.colorFillTertiary}
      />
      {segments.map((segment, index) => (
        <g key={`${segment.name}-${index}`}>
          <rect
            x={LABEL_WIDTH + segment.startHour * scale}
            y={y}
            width={Math.max(1, (segment.endHour - segment.startHour) * scale)}
            height={ROW_HEIGHT}
            fill={PERIOD_COLORS[segment.name]}
            opacity={0.85}
          >
            <title>{`${segment.start}–${segment.end} ${formatAdjustment(segment.bidAdjustment)}`}</title>
          </rect>
          {(segment.endHour - segment.startHour) * scale > 40 ? (
            <text
              x={LABEL_WIDTH + ((segment.startHour + segment.endHour) / 2) * scale}
              y={y + ROW_HEIGHT / 2 + 4}
              fontSize={11}
              textAnchor="middle"
              fill="#fff"
            >
              {formatAdjustment(segment.bidAdjustment)}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/**
 * A schedule rule as two 24-hour bands, marketplace time above Beijing time, one colour per period with its
 * bid adjustment, and a legend that says the same in words (readable without the picture).
 */
export function ScheduleChart({ campaignName, timeZone, periods }: ScheduleChartProps) {
  const { t } = useTranslation('plans');
  const { token } = theme.useToken();
  const market = chartSegments(periods);
  const hasBeijing = periods.every((p) => p.startBeijing && p.endBeijing);
  const beijing = hasBeijing
    ? chartSegments(
        periods.map((p) => ({ ...p, start: p.startBeijing ?? p.start, end: p.endBeijing ?? p.end })),
      )
    : [];
  const rows = hasBeijing ? 2 : 1;
  const height = rows * (ROW_HEIGHT + 8) + 20;
  const scale = (WIDTH - LABEL_WIDTH) / 24;

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        {t('chart.title', { campaign: campaignName, zone: timeZone ?? '' })}
      </Typography.Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={t('chart.title', { campaign: campaignName, zone: timeZone ?? '' })}
        style={{ maxWidth: WIDTH }}
      >
        <Band segments={market} y={0} label={t('chart.marketTime')} />
        {hasBeijing ? <Band segments={beijing} y={ROW_HEIGHT + 8} label={t('chart.beijingTime')} /> : null}
        {TICKS.map((hour) => (
          <text
            key={hour}
            x={LABEL_WIDTH + hour * scale}
            y={height - 4}
            fontSize={10}
            textAnchor={hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle'}
            fill={token.colorTextSecondary}
          >
            {String(hour).padStart(2, '0')}
          </text>
        ))}
      </svg>
      <Flex wrap gap={8}>
        {periods.map((period) => (
          <Tag key={period.name} color={PERIOD_COLORS[period.name]} style={{ whiteSpace: 'normal' }}>
            {t('chart.legend', {
              period: t(`periods.${period.name}`),
              start: period.start,
              end: period.end,
              adjustment: formatAdjustment(period.bidAdjustment),
            })}
            {period.startBeijing
              ? ` (${t('chart.beijingTime')} ${period.startBeijing}–${period.endBeijing})`
              : ''}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}

/** The chart for a rule as the server sends it (snake_case). */
export function scheduleRulePeriods(
  periods: ReadonlyArray<{
    name: ScheduleCachePeriod['name'];
    start: string;
    end: string;
    start_beijing: string;
    end_beijing: string;
    bid_adjustment: number;
  }>,
): ScheduleCachePeriod[] {
  return periods.map((p) => ({
    name: p.name,
    start: p.start,
    end: p.end,
    startBeijing: p.start_beijing,
    endBeijing: p.end_beijing,
    bidAdjustment: p.bid_adjustment,
  }));
}
