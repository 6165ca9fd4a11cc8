// The calls of the service itself rather than of a product area: the health check load balancers and
// orchestrators poll. Registered from this table like every other call, so its path is written once.
import { z } from 'zod';
import { dataAnswerSchema } from './api-answer';
import { defineCalls } from './call-definition';

/** Answer data of GET /health: which database the replica uses (it answered, or the call is a 503). */
export const healthAnswerDataSchema = z.object({ database: z.enum(['sqlite', 'postgres']) }).strict();
export type HealthAnswerData = z.infer<typeof healthAnswerDataSchema>;

/** Calls of the service itself: GET /health (200 while the database answers, 503 otherwise). */
export const SYSTEM_CALLS = defineCalls({
  health: { method: 'GET', path: '/health', answer: dataAnswerSchema(healthAnswerDataSchema) },
});
