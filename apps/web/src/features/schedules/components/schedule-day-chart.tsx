// A rule's schedule as two 24-hour bands, marketplace (Los Angeles) time above Beijing time, one colour per
// period with its adjustment; the SVG scales to the width of a phone.
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchedulePeriodView } from '@adplan/contracts';
import { dayBars, formatAdjustment, type DayBar } from '../model/day-bands';

const COLORS: Record<DayBar['name'], string> = {
  sleep: '#8c8c8c',
  morning: '#52c41a',
  afternoon: '#1677ff',
  rest: '#fa8c16',
  other: '#722ed1',
  base: '#d9d9d9',
};
// A narrow drawing (scaled to the container) keeps its words readable on a 390 px phone.
const WIDTH = 480;
const LABEL = 80;
const ROW = 26;
/** Room right of the band for the centred "24" of the hour axis. */
const AXIS_MARGIN = 12;

function Band({ bars, y, label }: { bars: DayBar[]; y: number; label: string }) {
  const { t } = useTranslation('schedules');
  const { token } = theme.useToken();
  const scale = (WIDTH - LABEL) / 24;
  return (
    <g>
      <text x={0} y={y + ROW / 2 + 4} fontSize={12} fill={token.colorText}>
        {label}
      </text>
      <rect x={LABEL} y={y} width={WIDTH - LABEL} height={ROW} fill={token.colorFillTertiary} />
      {bars.map((bar, index) => (
        <g key={`${bar.name}-${index}`}>
          <rect
            x={LABEL + bar.fromHour * scale}
            y={y}
            width={Math.max(1, (bar.toHour - bar.fromHour) * scale)}
            height={ROW}
            fill={COLORS[bar.name]}
          >
            <title>{`${t('chart.range', { start: bar.start, end: bar.end })} ${formatAdjustment(bar.adjustment)}`}</title>
          </rect>
          {(bar.toHour - bar.fromHour) * scale > 36 ? (
            <text
              x={LABEL + ((bar.fromHour + bar.toHour) / 2) * scale}
              y={y + ROW / 2 + 4}
              fontSize={11}
              textAnchor="middle"
              fill="#fff"
            >
              {formatAdjustment(bar.adjustment)}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/** The 24-hour chart of one rule, with the period list in words below it. */
export function ScheduleDayChart({ periods }: { periods: readonly SchedulePeriodView[] }) {
  const { t } = useTranslation('schedules');
  const { token } = theme.useToken();
  const scale = (WIDTH - LABEL) / 24;
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH + AXIS_MARGIN} ${ROW * 2 + 34}`}
        width="100%"
        role="img"
        aria-label={t('chart.label')}
        style={{ maxWidth: WIDTH + AXIS_MARGIN }}
      >
        <Band bars={dayBars(periods, 'local')} y={0} label={t('chart.marketTime')} />
        <Band bars={dayBars(periods, 'beijing')} y={ROW + 6} label={t('chart.beijingTime')} />
        {[0, 3, 6, 9, 12, 15, 18, 21, 24].map((hour) => (
          <text
            key={hour}
            x={LABEL + hour * scale}
            y={ROW * 2 + 26}
            fontSize={11}
            textAnchor="middle"
            fill={token.colorTextSecondary}
          >
            {hour}
          </text>
        ))}
      </svg>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {periods
          .map((p) =>
            t('chart.period', {
              name: t(`period.${p.name}`),
              local: t('chart.range', { start: p.start, end: p.end }),
              beijing: t('chart.range', { start: p.start_beijing, end: p.end_beijing }),
              adjustment: formatAdjustment(p.bid_adjustment),
            }),
          )
          .join(t('listSeparator'))}
      </Typography.Paragraph>
    </div>
  );
}
