// The payment time a provider signs into its notification, read into epoch milliseconds. Whether a
// payment came within the order's 5 minutes is decided on this time, not on when the notification
// arrived: providers retry notifications for hours, so arrival says nothing about when the payer paid.

/** Beijing (GMT+8): Alipay writes its times as Beijing wall-clock time without a zone. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time, e.g. `gmt_payment`); null when absent or malformed. */
export function parseBeijingWallClock(text: string | undefined): number | null {
  const parts = WALL_CLOCK.exec(text ?? '');
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  const utc = Date.UTC(year!, month! - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not round-trip is malformed.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - BEIJING_OFFSET_MS;
}

/** Writes an instant as Alipay does: Beijing wall-clock time to the second. */
export function formatBeijingWallClock(epochMilliseconds: number): string {
  return new Date(epochMilliseconds + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads an RFC 3339 time with its offset (WeChat Pay `success_time`); null when absent or malformed. */
export function parseRfc3339(text: string | undefined): number | null {
  if (text === undefined || !RFC_3339.test(text)) return null;
  const epoch = Date.parse(text);
  return Number.isFinite(epoch) ? epoch : null;
}
