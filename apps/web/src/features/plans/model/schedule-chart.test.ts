import { describe, expect, it } from 'vitest';
import { chartSegments, formatAdjustment, hourOf } from './schedule-chart';

describe('schedule chart', () => {
  it('cuts a period crossing midnight into two segments and sorts them', () => {
    const segments = chartSegments([
      { name: 'morning', start: '07:30', end: '12:00', bidAdjustment: 0 },
      { name: 'sleep', start: '22:00', end: '07:30', bidAdjustment: -30 },
      { name: 'rest', start: '12:00', end: '00:00', bidAdjustment: 20 },
    ]);
    expect(segments.map((s) => [s.name, s.startHour, s.endHour])).toEqual([
      ['sleep', 0, 7.5],
      ['morning', 7.5, 12],
      ['rest', 12, 24],
      ['sleep', 22, 24],
    ]);
  });

  it('reads times and writes adjustments', () => {
    expect(hourOf('24:00')).toBe(24);
    expect(hourOf('06:45')).toBe(6.75);
    expect(formatAdjustment(20)).toBe('+20%');
    expect(formatAdjustment(-30)).toBe('-30%');
    expect(formatAdjustment(0)).toBe('0%');
  });
});
