import type { LocalizedText } from '../model/units';

/** Where in a seller's file a problem is: sheet (or file) name, 1-based row and the column header. */
export interface FileLocation {
  sheet?: string;
  row?: number;
  column?: string;
}

/**
 * A product error from spec §8 (10001 …, 20006 …) raised by the engine. It carries the product code, a
 * message in both languages that says where and what, and the location in the file when known. The
 * engine never lets a bare Error cross its boundary: anything else is a bug.
 */
export class EngineError extends Error {
  readonly code: number;
  readonly localized: LocalizedText;
  readonly location?: FileLocation;

  constructor(code: number, message: LocalizedText, location?: FileLocation) {
    super(message.en);
    this.name = 'EngineError';
    this.code = code;
    this.localized = message;
    if (location) this.location = location;
  }
}

/** True when `value` is an EngineError (also across worker-thread boundaries where the prototype is lost). */
export function isEngineError(value: unknown): value is EngineError {
  return (
    value instanceof EngineError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'EngineError' &&
      typeof (value as { code?: unknown }).code === 'number')
  );
}
