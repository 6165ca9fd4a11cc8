// Reporting v3 routes of the fake: create (425 when an identical request is still in flight), status
// (PENDING → PROCESSING → COMPLETED by the fake's clock), cancel, and the download of a COMPLETED report
// from a separate presigned-looking URL (no Amazon headers, expiring) as a gzip JSON array of rows.
import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsMedia, bodyObject, callerProfile, type FakeContext } from './ads-http';
import { calendarDayIn } from '@adplan/contracts';
import type { FakeReport } from './fake-state';
import { buildReportRows, checkReportRequest, type ReportPlan } from './report-builder';

const CREATE_MEDIA = 'application/vnd.createasyncreportrequest.v3+json';
// Clients poll with Amazon's response type (`getasyncreportresponse`); some send the request type or JSON.
const STATUS_MEDIA = [
  'application/vnd.getasyncreportresponse.v3+json',
  'application/vnd.createasyncreportrequest.v3+json',
  'application/json',
];
/** Path of report files below the fake's base (outside the Ads API host, like Amazon's S3 bucket). */
export const REPORT_FILES_PATH = '/report-files';

function reportError(reply: FastifyReply, status: number, detail: string) {
  return reply
    .status(status)
    .type('application/json')
    .send({ code: String(status), detail });
}

/** Where a report is in its life at `now`. */
function statusOf(
  context: FakeContext,
  report: FakeReport,
): 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' {
  const age = context.store.now() - report.createdAt;
  const { pendingMs, processingMs } = context.reportTiming;
  if (age < pendingMs) return 'PENDING';
  if (age < pendingMs + processingMs) return 'PROCESSING';
  return report.failureReason ? 'FAILED' : 'COMPLETED';
}

function baseUrl(request: FastifyRequest, base: string): string {
  return `${request.protocol}://${request.host}${base}`;
}

function describe(context: FakeContext, report: FakeReport, request: FastifyRequest, base: string) {
  const status = statusOf(context, report);
  const doneAt = report.createdAt + context.reportTiming.pendingMs + context.reportTiming.processingMs;
  const completed = status === 'COMPLETED';
  const expiresAt = doneAt + context.reportTiming.urlLifetimeMs;
  const query = `X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=${Math.round(context.reportTiming.urlLifetimeMs / 1000)}&X-Amz-Signature=${report.downloadToken}`;
  return {
    reportId: report.reportId,
    name: report.request.name ?? null,
    status,
    startDate: report.request.startDate,
    endDate: report.request.endDate,
    configuration: report.request.configuration,
    createdAt: new Date(report.createdAt).toISOString(),
    updatedAt: new Date(Math.min(context.store.now(), doneAt)).toISOString(),
    generatedAt: completed ? new Date(doneAt).toISOString() : null,
    fileSize: completed ? 1 : null,
    failureReason: status === 'FAILED' ? report.failureReason : null,
    url: completed
      ? `${baseUrl(request, base)}${REPORT_FILES_PATH}/${report.reportId}.json.gz?${query}`
      : null,
    urlExpiresAt: completed ? new Date(expiresAt).toISOString() : null,
  };
}

/** Registers the reporting routes on the Ads API scope; `base` is the fake's base path (for download URLs). */
export function registerReportingRoutes(app: FastifyInstance, context: FakeContext, base: string): void {
  app.post('/reporting/reports', (request, reply) => {
    if (!acceptsMedia(request, reply, [CREATE_MEDIA])) return reply;
    const profile = callerProfile(request);
    const body = bodyObject(request);
    const plan = checkReportRequest(body, calendarDayIn(context.store.now(), profile.profile.timezone));
    if (typeof plan === 'string') return reportError(reply, 400, plan);
    const profileId = String(profile.profile.profileId);
    const fingerprint = `${profileId}:${JSON.stringify({ s: body.startDate, e: body.endDate, c: body.configuration })}`;
    const inFlight = Object.values(context.store.state.reports).find(
      (report) =>
        report.fingerprint === fingerprint && ['PENDING', 'PROCESSING'].includes(statusOf(context, report)),
    );
    if (inFlight) return reportError(reply, 425, `The Request is a duplicate of : ${inFlight.reportId}`);
    const report: FakeReport = {
      reportId: randomUUID(),
      profileId,
      request: body as FakeReport['request'],
      fingerprint,
      createdAt: context.store.now(),
      failureReason: context.faults.takeReportFailure(),
      downloadToken: randomBytes(32).toString('hex'),
    };
    context.store.state.reports[report.reportId] = report;
    context.store.changed();
    return reply.type(CREATE_MEDIA).send(describe(context, report, request, base));
  });
  app.get('/reporting/reports/:reportId', (request, reply) => {
    if (!acceptsMedia(request, reply, STATUS_MEDIA)) return reply;
    const report = ownReport(context, request);
    if (!report) return reportError(reply, 404, 'Report not found');
    return reply.type(CREATE_MEDIA).send(describe(context, report, request, base));
  });
  app.delete('/reporting/reports/:reportId', (request, reply) => {
    const report = ownReport(context, request);
    if (!report) return reportError(reply, 404, 'Report not found');
    if (statusOf(context, report) !== 'PENDING')
      return reportError(reply, 400, 'Only PENDING reports can be cancelled');
    delete context.store.state.reports[report.reportId];
    context.store.changed();
    return reply.send({ reportId: report.reportId, status: 'CANCELLED' });
  });
}

function ownReport(context: FakeContext, request: FastifyRequest): FakeReport | undefined {
  const { reportId } = request.params as { reportId: string };
  const report = context.store.state.reports[reportId];
  return report && report.profileId === String(callerProfile(request).profile.profileId) ? report : undefined;
}

const rowsCache = new WeakMap<FakeReport, Buffer>();

/** Registers the download route (no Amazon auth: the URL itself is the credential, like S3). */
export function registerReportFileRoute(app: FastifyInstance, context: FakeContext): void {
  app.get(`${REPORT_FILES_PATH}/:file`, (request, reply) => {
    const { file } = request.params as { file: string };
    const signature = (request.query as Record<string, string | undefined>)['X-Amz-Signature'];
    const report = context.store.state.reports[file.replace(/\.json\.gz$/, '')];
    const denied = (message: string) =>
      reply
        .status(403)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
        );
    if (!report || signature !== report.downloadToken || statusOf(context, report) !== 'COMPLETED') {
      return denied('Access Denied');
    }
    const doneAt = report.createdAt + context.reportTiming.pendingMs + context.reportTiming.processingMs;
    if (context.store.now() > doneAt + context.reportTiming.urlLifetimeMs)
      return denied('Request has expired');
    let gzipped = rowsCache.get(report);
    if (!gzipped) {
      const profile = context.store.profile(report.profileId);
      const plan = checkReportRequest(report.request, report.request.endDate) as ReportPlan;
      const rows = profile && typeof plan !== 'string' ? buildReportRows(plan, profile) : [];
      gzipped = gzipSync(JSON.stringify(rows));
      rowsCache.set(report, gzipped);
    }
    // A stored .json.gz object: gzip bytes without Content-Encoding, so the client gunzips itself.
    return reply.type('application/x-gzip').send(gzipped);
  });
}
