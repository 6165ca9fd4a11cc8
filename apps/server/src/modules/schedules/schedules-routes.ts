// The schedule-rule calls under the API prefix; every call needs a session. The preview reads a small
// multipart form of its own: `params` (the shop) and up to 10 hourly CSV reports.
import multipart from '@fastify/multipart';
import {
  CSV_REPORT_MAX_FILES,
  PLAN_REPORT_FILE_MAX_BYTES,
  SCHEDULES_CALLS,
  SCHEDULE_HOURLY_FIELD,
  plansSuccessMessage,
  schedulePreviewParamsSchema,
  success,
} from '@adplan/contracts';
import type { InputFile } from '@adplan/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, HttpStatus, ValidationError } from '../../lib/app-error';
import { readFileWithin } from '../../lib/bounded-upload';
import { routeCall } from '../../lib/call-route';
import { parsePayload } from '../../lib/parse-payload';
import { requireSession } from '../../plugins/session-plugin';
import type { SchedulesService } from './schedules-service';

export interface SchedulesRoutesOptions {
  service: SchedulesService;
}

/** Reads the preview form: the `params` JSON and the hourly files (at most 10, each within the report limit). */
async function readPreviewForm(request: FastifyRequest): Promise<{ shopId: string; hourly: InputFile[] }> {
  let params: unknown = {};
  const hourly: InputFile[] = [];
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'params') {
          try {
            params = JSON.parse(String(part.value));
          } catch {
            throw new ValidationError({ params: ['validation.schedule.shopRequired'] });
          }
        }
        continue;
      }
      // Never held past the report limit: a larger file answers the size message, not a bare 413.
      const bytes = await readFileWithin(part.file, PLAN_REPORT_FILE_MAX_BYTES);
      if (part.fieldname !== SCHEDULE_HOURLY_FIELD) continue;
      if (!bytes) tooLarge = true;
      else hourly.push({ name: part.filename, bytes: new Uint8Array(bytes) });
    }
  } catch (error) {
    // Busboy reports a file it cut off once more when the form ends.
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    tooLarge = true;
  }
  if (tooLarge) throw new ValidationError({ [SCHEDULE_HOURLY_FIELD]: ['validation.upload.reportTooLarge'] });
  const { shop_id: shopId } = parsePayload(schedulePreviewParamsSchema, params);
  if (hourly.length === 0) throw new AppError(HttpStatus.badRequest, 'schedule.noHourlyFiles');
  if (hourly.length > CSV_REPORT_MAX_FILES)
    throw new AppError(HttpStatus.badRequest, 'schedule.tooManyHourlyFiles', { max: CSV_REPORT_MAX_FILES });
  return { shopId, hourly };
}

/** Registers the schedule routes on an app scoped to the API prefix. */
export async function schedulesRoutes(app: FastifyInstance, options: SchedulesRoutesOptions) {
  const { service } = options;
  await app.register(multipart, {
    limits: {
      fileSize: PLAN_REPORT_FILE_MAX_BYTES,
      files: CSV_REPORT_MAX_FILES + 1,
      fields: 4,
      parts: CSV_REPORT_MAX_FILES + 5,
    },
    throwFileSizeLimit: true,
  });
  const ok = (request: FastifyRequest) => plansSuccessMessage('plan.ok', request.language);

  routeCall(app, SCHEDULES_CALLS.schedulePreview, async (request) => {
    const session = requireSession(request);
    const form = await readPreviewForm(request);
    return success(
      ok(request),
      await service.preview(session.userId, form.shopId, form.hourly, request.language),
    );
  });

  routeCall(app, SCHEDULES_CALLS.scheduleCreate, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), { rules: await service.create(session.userId, payload) });
  });

  routeCall(app, SCHEDULES_CALLS.scheduleRules, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), { rules: await service.list(session.userId, payload.shop_id) });
  });

  routeCall(app, SCHEDULES_CALLS.scheduleDetail, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), await service.detail(session.userId, payload.rule_id));
  });

  routeCall(app, SCHEDULES_CALLS.schedulePause, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), { rule: await service.pause(session.userId, payload.rule_id) });
  });

  routeCall(app, SCHEDULES_CALLS.scheduleResume, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), { rule: await service.resume(session.userId, payload.rule_id) });
  });

  routeCall(app, SCHEDULES_CALLS.scheduleStop, async (request, _reply, payload) => {
    const session = requireSession(request);
    return success(ok(request), { rule: await service.stop(session.userId, payload.rule_id) });
  });
}
