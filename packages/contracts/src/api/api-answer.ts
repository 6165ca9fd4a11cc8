// The envelope every API answer travels in (architecture §4): `{ code, msg, data? }`, success codes 200
// and 0, product codes of spec §8 in `code`, field problems in `data.fields` on a 400.
import { z } from 'zod';

/** Success codes of spec §7: the client treats 200 and 0 as success. */
export const SUCCESS_CODES: readonly number[] = [200, 0];

/** True when an answer's `code` means success. */
export function isSuccessCode(code: number): boolean {
  return SUCCESS_CODES.includes(code);
}

/** A successful answer that carries only a message (`/sms`, `/logout`, `/reset_password` …). */
export const messageAnswerSchema = z.object({ code: z.literal(200), msg: z.string().min(1) }).strict();
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A successful answer whose `data` has the given schema. */
export function dataAnswerSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.literal(200), msg: z.string().min(1), data }).strict();
}

/** Any failed answer: a code (HTTP-like or product code), a message, and field problems on a 400. */
export const errorAnswerSchema = z.object({
  code: z.number().int(),
  msg: z.string().min(1),
  data: z
    .object({ fields: z.record(z.string(), z.array(z.string())).optional() })
    .catchall(z.unknown())
    .optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** The code of every successful answer the server sends. */
export const SUCCESS_CODE = 200;

/** A successful answer as the server builds it. */
export interface SuccessAnswer<Data> {
  code: typeof SUCCESS_CODE;
  msg: string;
  data?: Data;
}

/** Wraps `data` (when given) in the success envelope with the sentence `msg`. */
export function success<Data>(msg: string, data?: Data): SuccessAnswer<Data> {
  return data === undefined ? { code: SUCCESS_CODE, msg } : { code: SUCCESS_CODE, msg, data };
}
