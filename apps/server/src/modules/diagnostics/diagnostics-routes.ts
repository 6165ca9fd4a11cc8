// The diagnostic calls under the API prefix, and the owner-only CSV download. Every call needs a session.
import {
  DIAGNOSIS_FILE_PATH,
  DIAGNOSTICS_CALLS,
  diagnosticsSuccessMessage,
  success,
} from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import type { DiagnosticsService } from './diagnostics-service';

export interface DiagnosticsRoutesOptions {
  service: DiagnosticsService;
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name (the name has Chinese). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Registers the diagnostic routes on an app scoped to the API prefix. */
export async function diagnosticsRoutes(app: FastifyInstance, options: DiagnosticsRoutesOptions) {
  const { service } = options;

  routeCall(app, DIAGNOSTICS_CALLS.adDiagnose, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.start(session.userId, payload.shop_id, payload.campaign_ids, request.language);
    return success(diagnosticsSuccessMessage('diagnosis.started', request.language), data);
  });

  routeCall(app, DIAGNOSTICS_CALLS.diagnosisDetail, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.detail(session.userId, payload.diagnosis_id, request.language);
    return success(diagnosticsSuccessMessage('diagnosis.ok', request.language), data);
  });

  routeCall(app, DIAGNOSTICS_CALLS.diagnosisList, async (request, _reply, payload) => {
    const session = requireSession(request);
    const diagnoses = await service.list(session.userId, payload.shop_id);
    return success(diagnosticsSuccessMessage('diagnosis.ok', request.language), { diagnoses });
  });

  routeCall(app, DIAGNOSTICS_CALLS.diagnosisCampaigns, async (request, _reply, payload) => {
    const session = requireSession(request);
    const campaigns = await service.campaigns(session.userId, payload.shop_id);
    return success(diagnosticsSuccessMessage('diagnosis.ok', request.language), { campaigns });
  });

  routeCall(app, DIAGNOSTICS_CALLS.diagnosisUpload, (request, _reply, payload) => {
    requireSession(request);
    const data = service.upload(payload.file_name, payload.content);
    return success(diagnosticsSuccessMessage('diagnosis.fileRead', request.language), data);
  });

  // `?lang=` lets a plain download link follow the console's language rather than the browser's.
  app.get<{ Params: { diagnosis_id: string }; Querystring: { lang?: string } }>(
    DIAGNOSIS_FILE_PATH,
    async (request, reply) => {
      const session = requireSession(request);
      const { diagnosis_id: diagnosisId } = request.params;
      if (diagnosisId.length > 64) throw new AppError(HttpStatus.notFound, 'server.notFound');
      const lang = request.query.lang;
      const language = lang === 'zh' || lang === 'en' ? lang : request.language;
      const file = await service.csv(session.userId, diagnosisId, language);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
