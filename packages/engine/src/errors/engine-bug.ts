// An exception that is not a product error is a bug of the engine (a plan that breaks the engine's own
// upload validator, an unexpected exception). The seller still gets a product code of spec §8 (50019) and a
// sentence in their language; the details go to the log so the bug can be fixed.
import type { LocalizedText } from '../model/units';
import { EngineError, isEngineError } from './engine-error';
import { PRODUCT_CODE } from './product-codes';

/** What the seller reads when the engine failed on its own account (never "unexpected error"). */
export const ENGINE_BUG_MESSAGE: LocalizedText = {
  zh: '生成方案时本工具内部出错（不是您文件的问题），错误已记录待修复。请稍后重试；如仍失败，请把这份文件发给客服。',
  en: 'The tool hit an internal error while making this plan (not a problem with your file); it has been logged for a fix. Please try again later, and if it fails again, send this file to support.',
};

/** The details of an engine bug for the log: the error's name, first message line and, for plans, the rules broken. */
export interface EngineBugDetails {
  name: string;
  message: string;
  violations?: unknown;
  stack?: string;
}

/** The details of a non-product error, safe to log (no file contents). */
export function engineBugDetails(error: unknown): EngineBugDetails {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  const details: EngineBugDetails = { name: error.name, message: error.message };
  const violations = (error as { violations?: unknown }).violations;
  if (violations !== undefined) details.violations = violations;
  if (error.stack) details.stack = error.stack;
  return details;
}

/** A product error as it is, anything else as the 50019 product error the seller reads. */
export function asProductError(error: unknown): EngineError {
  if (isEngineError(error)) return error;
  return new EngineError(PRODUCT_CODE.engineBug, ENGINE_BUG_MESSAGE);
}
