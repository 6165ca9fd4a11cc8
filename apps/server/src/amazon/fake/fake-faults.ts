// Throttling and failure injection of the Amazon fake, and its request log. Amazon throttles dynamically
// (429, with or without Retry-After) and fails now and then (500, or per-item errors inside a 207); tests
// force these on the next requests to prove the client retries, backs off and reports partial failures.

/** One request the fake answered. */
export interface FakeRequestLogEntry {
  time: number;
  method: string;
  /** Path under the fake's base, without the query (e.g. `/ads/sp/keywords`, `/auth/o2/token`). */
  path: string;
  /** The Scope header, when sent. */
  profileId: string | null;
  /** The bearer token of an Ads API call (tests check which token a call used); null for others. */
  bearer: string | null;
  /** `grant_type` of a Login with Amazon token request; null for others. */
  grantType: string | null;
  status: number;
  /** Items of a batch body (its array, or the one array of its object); null for other bodies. */
  items: number | null;
}

interface PathRule {
  /** Only requests whose path contains this text (all Ads API requests when absent). */
  path?: string;
  remaining: number;
}

interface ThrottleRule extends PathRule {
  /** Seconds of the Retry-After header; null sends none. */
  retryAfterSeconds: number | null;
}

interface FailureRule extends PathRule {
  status: RefusalStatus;
}

/** Whole-request failures a test may force: Amazon's 500, or 403 ACCESS_DENIED (a view-only user). */
export type RefusalStatus = 500 | 403;

interface ItemFailureRule extends PathRule {
  indexes: number[];
}

/** Amazon's refusal of one item: its error type, reason and message (e.g. a `rangeError` TOO_LOW). */
export interface ItemRefusal {
  errorType: string;
  reason: string;
  message: string;
}

interface RefusalRule extends PathRule {
  when: (item: Record<string, unknown>) => boolean;
  refusal: ItemRefusal;
}

export interface FakeFaultOptions {
  /** Share (0..1) of Ads API requests answered 429 at random. */
  randomThrottleRate?: number;
  /** Milliseconds added before every Ads API answer. */
  latencyMs?: number;
  /** Random source of the random 429s (tests pass a seeded one). */
  random?: () => number;
}

/** The fault switches and the log. */
export class FakeFaults {
  randomThrottleRate: number;
  latencyMs: number;
  /** Milliseconds added before every Login with Amazon token answer (lets concurrent refreshes pile up). */
  tokenLatencyMs = 0;
  readonly requests: FakeRequestLogEntry[] = [];
  private readonly random: () => number;
  private throttles: ThrottleRule[] = [];
  private failures: FailureRule[] = [];
  private itemFailures: ItemFailureRule[] = [];
  private refusals: RefusalRule[] = [];
  private lostAnswers: PathRule[] = [];
  private reportFailures: string[] = [];
  private tokenFailures = 0;

  constructor(options: FakeFaultOptions = {}) {
    this.randomThrottleRate = options.randomThrottleRate ?? 0;
    this.latencyMs = options.latencyMs ?? 0;
    this.random = options.random ?? Math.random;
  }

  /** The next `count` requests (matching `path`) answer 429, with `Retry-After: retryAfterSeconds` or none. */
  throttleNext(count: number, options: { path?: string; retryAfterSeconds?: number | null } = {}): void {
    this.throttles.push({
      path: options.path,
      remaining: count,
      retryAfterSeconds: options.retryAfterSeconds === undefined ? 1 : options.retryAfterSeconds,
    });
  }

  /**
   * The next `count` requests (matching `path`) answer 500 INTERNAL_ERROR, or with `status: 403` the
   * refusal Amazon gives a profile the grant may no longer manage.
   */
  failNextRequests(count = 1, options: { path?: string; status?: RefusalStatus } = {}): void {
    this.failures.push({ path: options.path, remaining: count, status: options.status ?? 500 });
  }

  /** The next batch request (matching `path`) fails the items at `indexes` with `internalServerError`. */
  failNextItems(indexes: number[], options: { path?: string } = {}): void {
    this.itemFailures.push({ path: options.path, remaining: 1, indexes });
  }

  /**
   * The next `count` items (of SP writes whose path contains `path`) for which `when` holds are refused
   * with `refusal`, as Amazon refuses an item it finds wrong; the rest of their batch goes on.
   */
  refuseItems(
    when: (item: Record<string, unknown>) => boolean,
    refusal: ItemRefusal,
    options: { path?: string; count?: number } = {},
  ): void {
    this.refusals.push({ path: options.path, remaining: options.count ?? 1, when, refusal });
  }

  /**
   * The next request whose path ends with `path` is carried out, but answers 500 instead of its result:
   * Amazon applied it and failed before answering, so the caller cannot know what happened.
   */
  loseNextAnswer(path: string): void {
    this.lostAnswers.push({ path, remaining: 1 });
  }

  /** The next `count` Login with Amazon token requests answer 500 `server_error` (LwA is down). */
  failNextTokenRequests(count = 1): void {
    this.tokenFailures += count;
  }

  /** The next requested report ends FAILED with `reason`. */
  failNextReport(reason = 'Report generation failed'): void {
    this.reportFailures.push(reason);
  }

  /** Forgets every pending fault (the log stays). */
  clearFaults(): void {
    this.throttles = [];
    this.failures = [];
    this.itemFailures = [];
    this.refusals = [];
    this.lostAnswers = [];
    this.reportFailures = [];
    this.tokenFailures = 0;
    this.randomThrottleRate = 0;
    this.latencyMs = 0;
    this.tokenLatencyMs = 0;
  }

  /** Forgets every pending fault and the log. */
  reset(): void {
    this.clearFaults();
    this.requests.length = 0;
  }

  /** A 429 for this request: forced first, then random (Retry-After on every other random one). */
  takeThrottle(path: string): { retryAfterSeconds: number | null } | undefined {
    const rule = take(this.throttles, path);
    if (rule) return { retryAfterSeconds: rule.retryAfterSeconds };
    if (this.randomThrottleRate > 0 && this.random() < this.randomThrottleRate) {
      return { retryAfterSeconds: this.random() < 0.5 ? 1 : null };
    }
    return undefined;
  }

  /** The status of a forced failure of this request, or undefined. */
  takeFailure(path: string): RefusalStatus | undefined {
    return take(this.failures, path)?.status;
  }

  /** Indexes to fail in this batch request (empty when none). */
  takeItemFailures(path: string): Set<number> {
    return new Set(take(this.itemFailures, path)?.indexes ?? []);
  }

  /** The refusal planted for this item of a write to `path`, if any (used up once taken). */
  takeRefusal(path: string, item: Record<string, unknown>): ItemRefusal | undefined {
    const rule = this.refusals.find(
      (each) =>
        each.remaining > 0 && (each.path === undefined || path.includes(each.path)) && each.when(item),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining === 0) this.refusals.splice(this.refusals.indexOf(rule), 1);
    return rule.refusal;
  }

  /** Whether this request's answer is to be lost (see {@link loseNextAnswer}). */
  takeLostAnswer(path: string): boolean {
    const rule = this.lostAnswers.find((each) => path.endsWith(each.path ?? ''));
    if (!rule) return false;
    this.lostAnswers.splice(this.lostAnswers.indexOf(rule), 1);
    return true;
  }

  /** Whether this token request is to fail (see {@link failNextTokenRequests}). */
  takeTokenFailure(): boolean {
    if (this.tokenFailures === 0) return false;
    this.tokenFailures -= 1;
    return true;
  }

  takeReportFailure(): string | null {
    return this.reportFailures.shift() ?? null;
  }

  log(entry: FakeRequestLogEntry): void {
    this.requests.push(entry);
  }
}

function take<Rule extends PathRule>(rules: Rule[], path: string): Rule | undefined {
  const rule = rules.find(
    (each) => each.remaining > 0 && (each.path === undefined || path.includes(each.path)),
  );
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining === 0) rules.splice(rules.indexOf(rule), 1);
  return rule;
}
