// The HTTP facts server and web must agree on (architecture §4, spec §6-§8), written once: the API
// prefix, the CSRF cookie and header, the statuses the API answers with.

/** Every call lives under this prefix (spec §7: "one API prefix"); the server may be configured otherwise. */
export const API_PREFIX = '/api';

/** The readable cookie the server sets at sign-in; the web echoes it in `CSRF_HEADER` (double submit). */
export const CSRF_COOKIE = 'csrftoken';
/** The header that must repeat the CSRF cookie on every unsafe method. */
export const CSRF_HEADER = 'X-CSRFToken';

/** HTTP statuses (and client codes) of the API contract: spec §6/§8 and architecture §4. */
export const HTTP_STATUS = {
  ok: 200,
  badRequest: 400,
  /** Spec §8: the session is invalid; the web resets it and goes to login. */
  invalidSession: 401,
  /** CSRF refusal. */
  forbidden: 403,
  notFound: 404,
  /** The request (headers or body) took longer than the server's request time-out. */
  requestTimeout: 408,
  /** Spec §6: 409 means no permission (the web goes to /401). */
  noPermission: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  /** Spec §8: the ad plan took longer than the long-call time-out. */
  adPlanTimeout: 421,
  rateLimited: 429,
  internalError: 500,
  unavailable: 503,
} as const;

/** Methods a client may repeat after a network failure without side effects. */
export const SAFE_HTTP_METHODS: readonly string[] = ['GET', 'HEAD'];
