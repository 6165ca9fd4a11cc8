// An instant as the seller reads it: month, day and time in the marketplace's ad time zone and in Beijing
// time (the page never uses the browser's own zone, which is neither).

/** Beijing time, the seller's own clock. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** `MM-DD HH:mm` of `iso` in `timeZone` (24-hour clock, whatever the browser's locale). */
export function formatInstant(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
