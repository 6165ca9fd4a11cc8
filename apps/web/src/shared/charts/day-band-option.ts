// A day as horizontal 24-hour bands (marketplace time, Beijing time), each cut into coloured pieces: the
// ECharts option of the schedule charts of the upload tool and of the linked shop's schedule pages.
import type { ChartOption } from './echart-view';

/** Colours of the named schedule periods (and of the hours a rule leaves at its base bid). */
export const PERIOD_COLOURS = {
  sleep: '#8c8c8c',
  morning: '#52c41a',
  afternoon: '#1677ff',
  rest: '#fa8c16',
  other: '#722ed1',
  base: '#d9d9d9',
} as const;

/** One coloured piece of a band, from `fromHour` to `toHour` (0-24, fractional). */
export interface BandPiece {
  fromHour: number;
  toHour: number;
  color: string;
  /** Written inside the piece when it is wide enough (the adjustment, `-30%`). */
  label: string;
  /** Shown when the piece is pointed at (`Sleep 00:00–07:00 -30%`). */
  hint: string;
}

/** One band: its row label and its pieces. */
export interface DayBand {
  label: string;
  pieces: readonly BandPiece[];
}

/** A slot of a band from left to right: a piece, or a gap between pieces. */
interface Slot {
  width: number;
  piece?: BandPiece;
}

/** Narrower pieces than this many hours carry no label inside (it would not fit at phone width). */
const LABEL_MIN_HOURS = 2;

/** The band's pieces in hour order with the gaps between them, so that stacked bars land at their hours. */
export function bandSlots(pieces: readonly BandPiece[]): Slot[] {
  const slots: Slot[] = [];
  let at = 0;
  for (const piece of [...pieces].sort((a, b) => a.fromHour - b.fromHour)) {
    if (piece.fromHour > at) slots.push({ width: piece.fromHour - at });
    slots.push({ width: piece.toHour - piece.fromHour, piece });
    at = piece.toHour;
  }
  if (at < 24) slots.push({ width: 24 - at });
  return slots;
}

/**
 * The option of the bands: one stacked horizontal bar per band on a 0-24 hour axis, each slot a series
 * (gaps transparent), the adjustment inside wide pieces and the whole period on hover.
 */
export function dayBandOption(bands: readonly DayBand[]): ChartOption {
  const rows = bands.map((band) => bandSlots(band.pieces));
  const slotCount = Math.max(0, ...rows.map((slots) => slots.length));
  return {
    // A schedule is a still picture: growing bars would show gaps between its periods until they settle.
    animation: false,
    grid: { left: 4, right: 12, top: 4, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        return (item?.data as { name?: string } | undefined)?.name ?? '';
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: 24,
      interval: 3,
      axisLabel: { formatter: (hour: number) => String(hour).padStart(2, '0') },
    },
    yAxis: { type: 'category', inverse: true, data: bands.map((band) => band.label) },
    series: Array.from({ length: slotCount }, (_, index) => ({
      type: 'bar' as const,
      stack: 'day',
      barWidth: 26,
      silent: false,
      data: rows.map((slots) => {
        const slot = slots[index];
        if (!slot?.piece) return { value: slot?.width ?? 0, itemStyle: { color: 'transparent' } };
        const wide = slot.width >= LABEL_MIN_HOURS;
        return {
          value: slot.width,
          name: slot.piece.hint,
          itemStyle: { color: slot.piece.color },
          label: { show: wide, formatter: slot.piece.label, color: '#fff', fontSize: 11 },
        };
      }),
    })),
  };
}
