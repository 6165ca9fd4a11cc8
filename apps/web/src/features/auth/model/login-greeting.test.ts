import { describe, expect, it } from 'vitest';
import { greetingFor } from './login-greeting';

function at(hour: number, minute = 0): Date {
  return new Date(2026, 0, 15, hour, minute, 0);
}

describe('greetingFor', () => {
  it.each([
    [0, 0, 'earlyMorning'],
    [7, 59, 'earlyMorning'],
    [8, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'noon'],
    [13, 59, 'noon'],
    [14, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, period) => {
    expect(greetingFor(at(hour, minute))).toBe(period);
  });
});
