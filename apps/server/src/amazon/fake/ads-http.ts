// What every Ads API route of the fake shares: Amazon's error bodies, the vendor media-type check, the
// `Prefer: return=representation` echo switch, and the caller's grant and profile found by ads-auth.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FakeFaults } from './fake-faults';
import type { FakeGrant, FakeProfile } from './fake-state';
import type { AmazonFakeStore } from './fake-store';
import { SP_BATCH_LIMIT } from '../entities/sp-entities';

/** Report timing: how long a report stays PENDING, then PROCESSING, before it is COMPLETED. */
export interface ReportTiming {
  pendingMs: number;
  processingMs: number;
  /** How long a download URL stays valid. */
  urlLifetimeMs: number;
}

/** What the fake's routes work with. */
export interface FakeContext {
  store: AmazonFakeStore;
  faults: FakeFaults;
  reportTiming: ReportTiming;
}

const callers = new WeakMap<FastifyRequest, { grant: FakeGrant; profile: FakeProfile | undefined }>();

export function setCaller(request: FastifyRequest, grant: FakeGrant, profile: FakeProfile | undefined): void {
  callers.set(request, { grant, profile });
}

/** The profile of the Scope header (ads-auth checked it belongs to the caller's grant). */
export function callerProfile(request: FastifyRequest): FakeProfile {
  const profile = callers.get(request)?.profile;
  if (!profile) throw new Error('Scope was not checked for this route');
  return profile;
}

export function callerGrant(request: FastifyRequest): FakeGrant {
  const caller = callers.get(request);
  if (!caller) throw new Error('Authorization was not checked for this route');
  return caller.grant;
}

/** SP v3 / SB v4 style whole-request error `{code, message}`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: object = {},
) {
  return reply
    .status(status)
    .type('application/json')
    .send({ code, message, ...extra });
}

/** 400 INVALID_ARGUMENT of SP v3 / SB v4. */
export function sendInvalid(reply: FastifyReply, message: string) {
  return sendError(reply, 400, 'INVALID_ARGUMENT', message, { errors: [] });
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether Content-Type (of a body) and Accept (when it names a type) are one of `allowed`; answers 415
 * UNSUPPORTED_MEDIA_TYPE otherwise and returns false.
 */
export function acceptsMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: Array<string | RegExp>,
): boolean {
  const lowered = allowed.map((type) => (typeof type === 'string' ? type.toLowerCase() : type));
  const matches = (type: string) =>
    lowered.some((each) => (typeof each === 'string' ? each === type : each.test(type)));
  const hasBody = request.method === 'POST' || request.method === 'PUT';
  const contentType = mediaType(request.headers['content-type']);
  const accept = String(request.headers.accept ?? '')
    .split(',')
    .map((part) => mediaType(part))
    .filter((part) => part !== '' && part !== '*/*');
  const badBody = hasBody && !matches(contentType);
  const badAccept = accept.length > 0 && !accept.some(matches);
  if (!badBody && !badAccept) return true;
  void sendError(
    reply,
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Content-Type/Accept must be ${allowed.map(String).join(' or ')} (got ${contentType || 'none'})`,
  );
  return false;
}

/** Whether the caller asked for full objects in batch answers. */
export function wantsRepresentation(request: FastifyRequest): boolean {
  return String(request.headers.prefer ?? '')
    .toLowerCase()
    .includes('return=representation');
}

/** The JSON body as an object (empty object when absent). */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const paths = new WeakMap<FastifyRequest, string>();

/** Remembers the request's path below the fake's base (set by the plugin's first hook). */
export function setFakePath(request: FastifyRequest, base: string): void {
  const path = request.url.split('?')[0] ?? '';
  paths.set(request, path.startsWith(base) ? path.slice(base.length) || '/' : path);
}

/** The request's path below the fake's base, e.g. `/ads/sp/keywords`. */
export function fakePath(request: FastifyRequest): string {
  return paths.get(request) ?? request.url.split('?')[0] ?? '';
}

/** Largest SP v3 batch and id filter (Amazon's limit, as the entity descriptions state it). */
export const SP_MAX_ITEMS = SP_BATCH_LIMIT;

/** Reads a list call's page position; undefined when the token is not one of ours. */
export function pageStart(nextToken: unknown): number | undefined {
  if (nextToken === undefined || nextToken === null || nextToken === '') return 0;
  try {
    const decoded = JSON.parse(Buffer.from(String(nextToken), 'base64url').toString('utf8')) as {
      offset?: unknown;
    };
    return typeof decoded.offset === 'number' && decoded.offset >= 0 ? decoded.offset : undefined;
  } catch {
    return undefined;
  }
}

/** The token of the page starting at `offset`. */
export function pageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}
