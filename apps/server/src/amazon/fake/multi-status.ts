// Amazon's 207 Multi-Status vocabulary (SP v3 and SB v4): per-item errors as an `errorType` plus an
// `errorValue` selector `{<errorType>: {reason, cause: {location, trigger}, message}}`, and the answer body
// `{<key>: {success: [{index, <id>, <entity>?}], error: [{index, errors}]}}`.

/** One per-item error as Amazon writes it. */
export interface WireItemError {
  errorType: string;
  errorValue: Record<string, Record<string, unknown>>;
}

/** Builds one item error; `extra` adds fields such as `lowerLimit`/`upperLimit` of a rangeError. */
export function itemError(
  errorType: string,
  reason: string,
  location: string,
  trigger: unknown,
  message: string,
  extra: Record<string, unknown> = {},
): WireItemError {
  return {
    errorType,
    errorValue: {
      [errorType]: {
        reason,
        cause: { location, trigger: trigger === undefined ? '' : String(trigger) },
        message,
        ...extra,
      },
    },
  };
}

/** A range check: TOO_LOW / TOO_HIGH with the limits, or nothing. */
export function rangeCheck(
  value: unknown,
  lower: number,
  upper: number,
  location: string,
  what: string,
): WireItemError | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return itemError(
      'malformedValueError',
      'PATTERN_NOT_MATCHED',
      location,
      value,
      `${what} must be a number`,
    );
  }
  if (value < lower) {
    return itemError(
      'rangeError',
      'TOO_LOW',
      location,
      value,
      `${what} ${value} is below the minimum ${lower}`,
      {
        lowerLimit: String(lower),
        upperLimit: String(upper),
      },
    );
  }
  if (value > upper) {
    return itemError(
      'rangeError',
      'TOO_HIGH',
      location,
      value,
      `${what} ${value} is above the maximum ${upper}`,
      {
        lowerLimit: String(lower),
        upperLimit: String(upper),
      },
    );
  }
  return undefined;
}

export function missingValue(location: string, field: string): WireItemError {
  return itemError('missingValueError', 'MISSING_VALUE', location, '', `${field} is required`);
}

export function enumCheck(value: unknown, allowed: readonly string[], location: string, what: string) {
  return allowed.includes(value as string)
    ? undefined
    : itemError(
        'rangeError',
        'INVALID_ENUM_VALUE',
        location,
        value,
        `${what} must be one of ${allowed.join(', ')}`,
      );
}

/** The outcome of one batch, by request index. */
export interface BatchOutcome {
  success: Array<{ index: number; id: string; record: Record<string, unknown> }>;
  error: Array<{ index: number; errors: WireItemError[] }>;
}

export function emptyOutcome(): BatchOutcome {
  return { success: [], error: [] };
}

/** The failure injected by the fault switches for one item. */
export function injectedFailure(location: string): WireItemError {
  return itemError('internalServerError', 'INTERNAL_ERROR', location, '', 'Internal error, try again later');
}

/** The 207 body; entities are echoed only with `Prefer: return=representation`. */
export function multiStatusBody(
  key: string,
  idKey: string,
  entityKey: string,
  outcome: BatchOutcome,
  representation: boolean,
): Record<string, unknown> {
  return {
    [key]: {
      success: outcome.success.map((item) => ({
        index: item.index,
        [idKey]: item.id,
        ...(representation ? { [entityKey]: item.record } : {}),
      })),
      error: outcome.error,
    },
  };
}
