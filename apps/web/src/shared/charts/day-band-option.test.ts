import { describe, expect, it } from 'vitest';
import { bandSlots, dayBandOption, type BandPiece } from './day-band-option';

const piece = (fromHour: number, toHour: number, label: string): BandPiece => ({
  fromHour,
  toHour,
  color: '#123456',
  label,
  hint: `hint ${label}`,
});

describe('day bands', () => {
  it('fills the gaps between pieces so each lands at its hours', () => {
    const slots = bandSlots([piece(18, 24, '+20%'), piece(0, 7, '-30%'), piece(9, 12, '0%')]);
    expect(slots.map((slot) => [slot.width, slot.piece?.label])).toEqual([
      [7, '-30%'],
      [2, undefined],
      [3, '0%'],
      [6, undefined],
      [6, '+20%'],
    ]);
  });

  it('stacks one series per slot, gaps transparent, labels only inside pieces of two hours or more', () => {
    const option = dayBandOption([
      { label: 'Marketplace', pieces: [piece(0, 7, '-30%'), piece(7, 24, '+10%')] },
      { label: 'Beijing', pieces: [piece(15, 22, '-30%'), piece(22, 24, '+10%'), piece(0, 15, '+10%')] },
    ]);
    const series = option.series as Array<{ stack: string; data: Array<Record<string, unknown>> }>;
    expect(series).toHaveLength(3);
    expect(series.every((s) => s.stack === 'day')).toBe(true);
    expect(series.map((s) => s.data.map((d) => d['value']))).toEqual([
      [7, 15],
      [17, 7],
      [0, 2],
    ]);
    expect(series[2]?.data[0]).toEqual({ value: 0, itemStyle: { color: 'transparent' } });
    expect(series[0]?.data[1]).toMatchObject({ name: 'hint +10%', label: { show: true, formatter: '+10%' } });
    expect(option.animation).toBe(false);
    const yAxis = option.yAxis as { data: string[] };
    expect(yAxis.data).toEqual(['Marketplace', 'Beijing']);
  });
});
