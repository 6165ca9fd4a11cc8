// The schemas of the job calls (ADR 0028): a generation, an apply or an undo is started by a POST that
// answers at once (202) with the job's id; the page polls the job's status and fetches the result when
// it is done. A failed job's error travels in the status, as the `{code, msg, data}` of an error answer.
import { z } from 'zod';
import { errorAnswerSchema } from '../api/api-answer';
import { planStageSchema } from './plans-calls';

/** The kinds of a seller's long work the status call reports. */
export const WORK_JOB_KINDS = ['generate', 'check', 'shop-generate', 'apply', 'undo'] as const;
export type WorkJobKind = (typeof WORK_JOB_KINDS)[number];

/** Where a job is: waiting for its turn, running on a worker, done (result ready) or failed (error). */
export const WORK_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type WorkJobState = (typeof WORK_JOB_STATES)[number];

/** A job id as the server makes them (URL-safe, 8-64 characters). */
export const workJobIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.required');

/** GET status and result calls: the job's id. */
export const workJobPayloadSchema = z.object({ job_id: workJobIdSchema });

/** Answer data of a job start: the job's id, and the progress id its stages are reported under. */
export const workJobStartedSchema = z.object({
  job_id: z.string(),
  /** Generations only: the `/plan_progress` id of the job (the form's, or one the server chose). */
  request_id: z.string().optional(),
});
export type WorkJobStarted = z.infer<typeof workJobStartedSchema>;

/** Answer data of the status call. */
export const workJobStatusSchema = z.object({
  job_id: z.string(),
  kind: z.enum(WORK_JOB_KINDS),
  state: z.enum(WORK_JOB_STATES),
  /** Generations: the stage the engine reported last. */
  stage: planStageSchema.optional(),
  /** While `queued`: the job's place in the queue (1 runs next). */
  place: z.number().int().positive().optional(),
  /** Applies and undos: the plan they work on. */
  plan_id: z.string().optional(),
  /** When `failed`: the error answer the call gave when it ran inside the request (product code, fields). */
  error: errorAnswerSchema.optional(),
});
export type WorkJobStatus = z.infer<typeof workJobStatusSchema>;

/** Milliseconds the page waits before its first status poll; each next wait grows by half, up to the max. */
export const WORK_JOB_POLL_FIRST_MS = 400;
/** The longest wait between two status polls, in milliseconds. */
export const WORK_JOB_POLL_MAX_MS = 3_000;
