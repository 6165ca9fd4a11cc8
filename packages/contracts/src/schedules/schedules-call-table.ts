// The schedule-bidding calls of linked shops as one table (issue 14).
import { dataAnswerSchema } from '../api/api-answer';
import { defineCalls } from '../api/call-definition';
import {
  scheduleCreateDataSchema,
  scheduleCreatePayloadSchema,
  scheduleDetailDataSchema,
  schedulePreviewDataSchema,
  schedulePreviewParamsSchema,
  scheduleRuleAnswerSchema,
  scheduleRulePayloadSchema,
  scheduleRulesDataSchema,
  scheduleRulesPayloadSchema,
} from './schedules-calls';

/** Preview, create, list, read, pause, resume and stop schedule rules. */
export const SCHEDULES_CALLS = defineCalls({
  schedulePreview: {
    method: 'POST',
    path: '/shop_schedule_preview',
    payload: schedulePreviewParamsSchema,
    answer: dataAnswerSchema(schedulePreviewDataSchema),
    body: 'multipart',
    timeoutMs: 100_000,
  },
  scheduleCreate: {
    method: 'POST',
    path: '/shop_schedule_create',
    payload: scheduleCreatePayloadSchema,
    answer: dataAnswerSchema(scheduleCreateDataSchema),
  },
  scheduleRules: {
    method: 'GET',
    path: '/shop_schedule_rules',
    payload: scheduleRulesPayloadSchema,
    answer: dataAnswerSchema(scheduleRulesDataSchema),
  },
  scheduleDetail: {
    method: 'GET',
    path: '/shop_schedule_detail',
    payload: scheduleRulePayloadSchema,
    answer: dataAnswerSchema(scheduleDetailDataSchema),
  },
  schedulePause: {
    method: 'POST',
    path: '/shop_schedule_pause',
    payload: scheduleRulePayloadSchema,
    answer: dataAnswerSchema(scheduleRuleAnswerSchema),
    retrySafe: true,
  },
  scheduleResume: {
    method: 'POST',
    path: '/shop_schedule_resume',
    payload: scheduleRulePayloadSchema,
    answer: dataAnswerSchema(scheduleRuleAnswerSchema),
    retrySafe: true,
  },
  scheduleStop: {
    method: 'POST',
    path: '/shop_schedule_stop',
    payload: scheduleRulePayloadSchema,
    answer: dataAnswerSchema(scheduleRuleAnswerSchema),
    retrySafe: true,
  },
});
