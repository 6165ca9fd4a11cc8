/**
 * The shape an en-US namespace must have, derived from its zh-CN source: every key of the zh-CN object,
 * strings as strings, nested objects recursively. A missing or extra key in the en-US file is a type error.
 */
export type LocaleOf<T> = {
  [K in keyof T]: T[K] extends string ? string : LocaleOf<T[K]>;
};

/** A namespace module as the locale files export it. */
export interface LocaleModule {
  default: Record<string, unknown>;
}
