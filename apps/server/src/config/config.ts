// The server's whole configuration, read once from environment variables and validated by one zod schema.
// A bad start fails fast with every wrong variable listed, never with the first one only.
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, so default paths do not depend on the directory the server was started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the data lives: the embedded SQLite file, or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string | undefined };

export interface AliyunSmsConfig {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
  regionId: string;
}

export interface TencentSmsConfig {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
}

export type SmsConfig = { provider: 'sandbox' } | AliyunSmsConfig | TencentSmsConfig;

/** Alipay credentials (keys are PEM text; `\\n` in the variable stands for a line break). */
export interface AlipayPaymentConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

/** WeChat Pay API v3 credentials. */
export interface WechatPaymentConfig {
  appId: string;
  mchId: string;
  serialNo: string;
  privateKey: string;
  platformPublicKey: string;
  apiV3Key: string;
  baseUrl: string;
}

/** Where the payee account of bank transfers is. */
export interface BankAccountConfig {
  accountName: string;
  bankName: string;
  accountNumber: string;
}

/**
 * Online payment: the local sandbox gateway (default outside production; it serves both pay methods), or
 * the live providers, each enabled when its credentials are set.
 */
export interface PaymentConfig {
  gateway: 'sandbox' | 'live';
  /** The address sellers and providers reach the server at (notify and return URLs). */
  publicBaseUrl: string;
  alipay: AlipayPaymentConfig | null;
  wechat: WechatPaymentConfig | null;
  bankAccount: BankAccountConfig;
}

/**
 * `true`/`false`, or the trusted proxy addresses/CIDRs (`loopback`, `10.0.0.0/8`, ...). Hop counts are not
 * offered: Fastify cannot validate the immediate peer with them and ignores X-Forwarded-For entirely.
 */
export type TrustProxy = boolean | string[];

/** The Q&A assistant: where the content pages are, the optional chat endpoint, and the question limit. */
export interface AssistantConfig {
  contentDir: string;
  /** OpenAI-compatible chat endpoint of the extended mode; absent: answers come from retrieval only. */
  llm?: { url: string; key?: string | undefined; model: string; timeoutMs: number } | undefined;
  questionsPerMinute: number;
}

/**
 * Login with Amazon and the Amazon Ads API (NA region: US, CA). `sandbox` (default outside production) talks
 * over HTTP to the faithful local fake the server itself serves under `<apiPrefix>/sandbox/amazon`; `live`
 * talks to Amazon's hosts with the app's LwA credentials.
 */
export interface AmazonAdsConfig {
  mode: 'sandbox' | 'live';
  clientId: string;
  clientSecret: string;
  /** Where Login with Amazon sends the seller back (a server path that forwards to the console's result page). */
  redirectUri: string;
  /** LwA consent page, e.g. https://www.amazon.com/ap/oa (sandbox: the fake's page). */
  authorizeUrl: string;
  /**
   * True in sandbox mode when no public address is configured (PUBLIC_BASE_URL, AMAZON_ADS_REDIRECT_URI):
   * the consent page and the return address then take the origin the seller's browser used, so a console
   * opened on 127.0.0.1 comes back to 127.0.0.1 with its session cookie.
   */
  followRequestHost: boolean;
  /** LwA token endpoint, e.g. https://api.amazon.com/auth/o2/token. */
  tokenUrl: string;
  /** Ads API host of the NA region, e.g. https://advertising-api.amazon.com (no trailing slash). */
  apiHost: string;
  /**
   * 32-byte key (base64) that encrypts shop tokens at rest; required in production. Outside production a
   * key is generated once and kept in `<dataDir>/shop-token.key` when unset (null here).
   */
  tokenKey: string | null;
  /**
   * Keys that sealed older rows (base64, comma-separated in AMAZON_ADS_PREVIOUS_TOKEN_KEYS): they only open;
   * a grant is re-sealed with `tokenKey` at its next refresh, so old keys can be dropped afterwards.
   */
  previousTokenKeys?: string[];
  /** Milliseconds one Ads API request may take before it is abandoned (each retry has its own). */
  requestTimeoutMs: number;
}

/** What a process does (ADR 0016): `web` answers HTTP, `worker` runs jobs, `all` both (the embedded default). */
export type ServerRole = 'all' | 'web' | 'worker';

export interface AppConfig {
  nodeEnv: NodeEnv;
  role: ServerRole;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  apiPrefix: string;
  webDistDir: string;
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  logLevel: LogLevel;
  logFormat: 'pretty' | 'json';
  /** General ceiling of API requests per client IP per minute. */
  rateLimitPerMinute: number;
  /** Tighter ceiling per client IP per minute on each pre-session call (/login, /register, /sms, /find_password). */
  authRateLimitPerMinute: number;
  /**
   * Ceiling per client IP per minute on the payment providers' notify routes, counted apart from the
   * general one: a provider's notifications and retries come from a few servers and must never be refused.
   */
  paymentNotifyRateLimitPerMinute: number;
  sms: SmsConfig;
  /** Minutes between two runs of the retention job. */
  retentionIntervalMinutes: number;
  /** Engine worker threads that generate plans (default: the machine's cores). */
  planWorkers: number;
  /** Milliseconds a plan generation may take, queue included, before it is aborted with 421. */
  planTimeoutMs: number;
  payment: PaymentConfig;
  assistant: AssistantConfig;
  amazonAds: AmazonAdsConfig;
  /** A session ends this many days after its last use (sliding)... */
  sessionIdleDays: number;
  /** ...and at the latest this many days after sign-in, however active (absolute lifetime). */
  sessionMaxDays: number;
  /** SMS codes the whole service may issue per China day (cost ceiling against pumping). */
  smsDailyBudget: number;
  /** Seconds a client has to send a whole request, headers and body. */
  requestTimeoutSeconds: number;
  /** Client error reports (POST /client_errors) per client IP per minute. */
  clientErrorRateLimitPerMinute: number;
  /** Milliseconds without a heartbeat after which a running job is taken for dead and runs again. */
  workStaleMs: number;
  /** Milliseconds between two heartbeats of a running job (at most a third of `workStaleMs`). */
  workHeartbeatMs: number;
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((text) => ['true', '1', 'yes'].includes(text));

const trustProxyText = z
  .string()
  .trim()
  .min(1)
  .transform((text): TrustProxy => {
    if (['true', 'false'].includes(text)) return text === 'true';
    return text.split(',').map((part) => part.trim());
  });

const optionalText = z.string().trim().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Loopback by default: a development start (demo account, known password) is not reachable from the
  // network. Production and containers set HOST explicitly (0.0.0.0 in a container).
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  API_PREFIX: z
    .string()
    .trim()
    .regex(
      /^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/,
      'expected a path such as /api (leading slash, no trailing slash)',
    )
    .default('/api'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: trustProxyText.default(false),
  COOKIE_SECURE: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Far above what a provider sends from one server (one notification per payment plus retries spaced
  // seconds to hours apart), so a provider is never refused; still a bound on a forged flood.
  PAYMENT_NOTIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  // At most a week: longer intervals would overflow Node's timers (about 24.8 days).
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  // Engine worker threads; 0 means one per core.
  PLAN_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // Below the client's 100 s (spec §7) so the seller gets the 421 answer rather than a client time-out.
  PLAN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(99).default(90),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(1000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  CLIENT_ERROR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // A killed worker's job waits this long before another worker takes it; at most an hour, so a seller
  // never waits longer than that for work a dead process held.
  WORK_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  WORK_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(1200).default(5),
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun', 'tencent']).default('sandbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.string().trim().min(1).default('dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_REGION_ID: z.string().trim().min(1).default('cn-hangzhou'),
  TENCENT_SMS_SECRET_ID: optionalText,
  TENCENT_SMS_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  TENCENT_SMS_SIGN_NAME: optionalText,
  TENCENT_SMS_TEMPLATE_ID: optionalText,
  TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'live']).default('sandbox'),
  PUBLIC_BASE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+$/, 'expected an origin such as https://adplan.example.com (no path)')
    .optional(),
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_GATEWAY: z.string().trim().url().default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_APP_ID: optionalText,
  WECHATPAY_MCH_ID: optionalText,
  WECHATPAY_SERIAL_NO: optionalText,
  WECHATPAY_PRIVATE_KEY: optionalText,
  WECHATPAY_PLATFORM_PUBLIC_KEY: optionalText,
  WECHATPAY_API_V3_KEY: z.string().trim().length(32, 'expected the 32-character APIv3 key').optional(),
  WECHATPAY_BASE_URL: z.string().trim().url().default('https://api.mch.weixin.qq.com'),
  BANK_ACCOUNT_NAME: optionalText,
  BANK_NAME: optionalText,
  BANK_ACCOUNT_NUMBER: optionalText,
  CONTENT_DIR: optionalText,
  ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  ASSISTANT_LLM_KEY: optionalText,
  ASSISTANT_LLM_MODEL: optionalText,
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  ASSISTANT_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  AMAZON_ADS_MODE: z.enum(['sandbox', 'live']).optional(),
  AMAZON_ADS_CLIENT_ID: optionalText,
  AMAZON_ADS_CLIENT_SECRET: optionalText,
  AMAZON_ADS_REDIRECT_URI: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  AMAZON_ADS_AUTHORIZE_URL: z.url().default('https://www.amazon.com/ap/oa'),
  AMAZON_ADS_TOKEN_URL: z.url().default('https://api.amazon.com/auth/o2/token'),
  AMAZON_ADS_API_HOST: z.url().default('https://advertising-api.amazon.com'),
  AMAZON_ADS_SANDBOX_ORIGIN: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+$/, 'expected an origin such as http://127.0.0.1:8080 (no path)')
    .optional(),
  AMAZON_ADS_TOKEN_KEY: z
    .string()
    .trim()
    .refine((text) => Buffer.from(text, 'base64').length === 32, 'expected 32 bytes in base64')
    .optional(),
  AMAZON_ADS_PREVIOUS_TOKEN_KEYS: z
    .string()
    .trim()
    .transform((text) =>
      text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((key) => Buffer.from(key, 'base64').length === 32),
      'expected comma-separated 32-byte keys in base64',
    )
    .optional(),
  AMAZON_ADS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
});

type Env = z.infer<typeof envSchema>;

const requiredByProvider = {
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const;

/** Thrown when the environment is invalid; `problems` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws `ConfigError` listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const given = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(given);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ...missingSmsVariables(given),
    ...sandboxInProduction(given),
    ...paymentProblems(given),
    ...(given.ASSISTANT_LLM_URL !== undefined && given.ASSISTANT_LLM_MODEL === undefined
      ? ['ASSISTANT_LLM_MODEL: required when ASSISTANT_LLM_URL is set (e.g. deepseek-chat, qwen-plus)']
      : []),
    ...sessionLifetimes(parsed.data),
    ...workHeartbeat(parsed.data),
    ...amazonAdsProblems(given),
    ...roleProblems(given),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toAppConfig(parsed.data);
}

/** Empty variables (`FOO=`) count as unset, as most deployment tools write them that way. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

/** Production must deliver real codes: the sandbox only writes them to the log. */
function sandboxInProduction(env: Record<string, string>): string[] {
  const sandbox = (env.SMS_PROVIDER ?? 'sandbox') === 'sandbox';
  return env.NODE_ENV === 'production' && sandbox
    ? ['SMS_PROVIDER: must be aliyun or tencent in production (sandbox codes are only logged, never sent)']
    : [];
}

const ALIPAY_VARIABLES = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHATPAY_VARIABLES = [
  'WECHATPAY_APP_ID',
  'WECHATPAY_MCH_ID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_API_V3_KEY',
] as const;
const BANK_VARIABLES = ['BANK_ACCOUNT_NAME', 'BANK_NAME', 'BANK_ACCOUNT_NUMBER'] as const;

/**
 * Production takes real money only: no sandbox gateway, a public address for notifications, a real payee
 * account; a live provider is either fully configured or not at all.
 */
function paymentProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const live = env.PAYMENT_GATEWAY === 'live';
  if (production && !live) {
    problems.push('PAYMENT_GATEWAY: must be live in production (the sandbox gateway takes no real money)');
  }
  if (live && env.PUBLIC_BASE_URL === undefined) {
    problems.push('PUBLIC_BASE_URL: required when PAYMENT_GATEWAY=live (providers send notifications to it)');
  }
  for (const group of [ALIPAY_VARIABLES, WECHATPAY_VARIABLES]) {
    const given = group.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < group.length) {
      problems.push(
        ...group
          .filter((name) => env[name] === undefined)
          .map((name) => `${name}: required with ${given[0]}`),
      );
    }
  }
  if (
    live &&
    ALIPAY_VARIABLES.some((name) => env[name] === undefined) &&
    WECHATPAY_VARIABLES.some((name) => env[name] === undefined)
  ) {
    problems.push('PAYMENT_GATEWAY: live needs the ALIPAY_* or the WECHATPAY_* credentials');
  }
  if (production) {
    problems.push(
      ...BANK_VARIABLES.filter((name) => env[name] === undefined).map(
        (name) => `${name}: required in production (the payee account of bank transfers)`,
      ),
    );
  }
  return problems;
}

const AMAZON_LIVE_VARIABLES = [
  'AMAZON_ADS_CLIENT_ID',
  'AMAZON_ADS_CLIENT_SECRET',
  'PUBLIC_BASE_URL',
] as const;

/** Live Amazon needs the app's LwA credentials and a public address; production never uses the fake. */
function amazonAdsProblems(env: Record<string, string>): string[] {
  const production = env.NODE_ENV === 'production';
  const mode = env.AMAZON_ADS_MODE ?? (production ? 'live' : 'sandbox');
  const problems: string[] = [];
  if (production && mode !== 'live') {
    problems.push('AMAZON_ADS_MODE: must be live in production (the sandbox is a local fake of Amazon)');
  }
  if (mode === 'live') {
    problems.push(
      ...AMAZON_LIVE_VARIABLES.filter((name) => env[name] === undefined).map(
        (name) => `${name}: required when AMAZON_ADS_MODE=live`,
      ),
    );
  }
  if (production && env.AMAZON_ADS_TOKEN_KEY === undefined) {
    problems.push('AMAZON_ADS_TOKEN_KEY: required in production (encrypts shop tokens at rest)');
  }
  return problems;
}

/** Separate web and worker processes share the work through PostgreSQL; SQLite has one process. */
function roleProblems(env: Record<string, string>): string[] {
  const role = env.ROLE;
  if ((role === 'web' || role === 'worker') && env.DATABASE_URL === undefined) {
    return [`ROLE: ${role} needs DATABASE_URL (PostgreSQL); the embedded SQLite database runs ROLE=all`];
  }
  return [];
}

/** PEM text from a variable: `\\n` sequences become line breaks. */
function pem(value: string | undefined): string {
  return (value ?? '').replaceAll('\\n', '\n');
}

/** The absolute session lifetime cannot be shorter than the idle one, or the idle one would never apply. */
function sessionLifetimes(env: Env | undefined): string[] {
  if (env === undefined || env.SESSION_MAX_DAYS >= env.SESSION_IDLE_DAYS) return [];
  return ['SESSION_MAX_DAYS: must be at least SESSION_IDLE_DAYS'];
}

/**
 * A heartbeat late by a busy event loop or a slow database write must not make a live run look dead (and
 * run twice), so at least three heartbeats fit in the stale time.
 */
function workHeartbeat(env: Env | undefined): string[] {
  if (env === undefined || env.WORK_HEARTBEAT_SECONDS * 3 <= env.WORK_STALE_SECONDS) return [];
  return ['WORK_HEARTBEAT_SECONDS: must be at most a third of WORK_STALE_SECONDS'];
}

/** Credentials the chosen SMS provider cannot work without (checked beside the schema so all problems show). */
function missingSmsVariables(env: Record<string, string>): string[] {
  const provider = env.SMS_PROVIDER;
  if (provider !== 'aliyun' && provider !== 'tencent') return [];
  return requiredByProvider[provider]
    .filter((name) => env[name] === undefined)
    .map((name) => `${name}: required when SMS_PROVIDER=${provider}`);
}

function resolvePath(value: string | undefined, fallbackFromRoot: string): string {
  if (value === undefined) return resolve(REPO_ROOT, fallbackFromRoot);
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

function toAppConfig(env: Env): AppConfig {
  const dataDir = resolvePath(env.DATA_DIR, 'data');
  return {
    nodeEnv: env.NODE_ENV,
    role: env.ROLE,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database:
      env.DATABASE_URL === undefined
        ? { kind: 'sqlite', file: resolve(dataDir, 'adplan.sqlite') }
        : { kind: 'postgres', url: env.DATABASE_URL },
    apiPrefix: env.API_PREFIX,
    webDistDir: resolvePath(env.WEB_DIST_DIR, 'apps/web/dist'),
    trustProxy: env.TRUST_PROXY,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    paymentNotifyRateLimitPerMinute: env.PAYMENT_NOTIFY_RATE_LIMIT_PER_MINUTE,
    sms: toSmsConfig(env),
    retentionIntervalMinutes: env.RETENTION_INTERVAL_MINUTES,
    planWorkers: env.PLAN_WORKERS === 0 ? availableParallelism() : env.PLAN_WORKERS,
    planTimeoutMs: env.PLAN_TIMEOUT_SECONDS * 1000,
    payment: toPaymentConfig(env),
    amazonAds: toAmazonAdsConfig(env),
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    smsDailyBudget: env.SMS_DAILY_BUDGET,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    clientErrorRateLimitPerMinute: env.CLIENT_ERROR_RATE_LIMIT_PER_MINUTE,
    workStaleMs: env.WORK_STALE_SECONDS * 1000,
    workHeartbeatMs: env.WORK_HEARTBEAT_SECONDS * 1000,
    assistant: {
      contentDir: resolvePath(env.CONTENT_DIR, 'content'),
      llm:
        env.ASSISTANT_LLM_URL !== undefined && env.ASSISTANT_LLM_MODEL !== undefined
          ? {
              url: env.ASSISTANT_LLM_URL,
              key: env.ASSISTANT_LLM_KEY,
              model: env.ASSISTANT_LLM_MODEL,
              timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
            }
          : undefined,
      questionsPerMinute: env.ASSISTANT_QUESTIONS_PER_MINUTE,
    },
  };
}

/** The sandbox fake lives under the server's own API prefix; live mode uses Amazon's hosts. */
function toAmazonAdsConfig(env: Env): AmazonAdsConfig {
  const mode = env.AMAZON_ADS_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'sandbox');
  const publicBaseUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`;
  // Replicas share one fake (each process holds its own in memory): all of them call the one of
  // AMAZON_ADS_SANDBOX_ORIGIN, which a worker (no HTTP) needs anyway.
  const sandboxOrigin = env.AMAZON_ADS_SANDBOX_ORIGIN ?? `http://127.0.0.1:${env.PORT}`;
  const sandboxBase = `${sandboxOrigin}${env.API_PREFIX}/sandbox/amazon`;
  const sandbox = mode === 'sandbox';
  return {
    mode,
    clientId: env.AMAZON_ADS_CLIENT_ID ?? 'amzn1.application-oa2-client.adplan-sandbox',
    clientSecret: env.AMAZON_ADS_CLIENT_SECRET ?? 'adplan-sandbox-secret',
    redirectUri: env.AMAZON_ADS_REDIRECT_URI ?? `${publicBaseUrl}/authorize-result`,
    // The consent page is opened by the seller's browser, so it takes the public address.
    authorizeUrl: sandbox
      ? `${publicBaseUrl}${env.API_PREFIX}/sandbox/amazon/ap/oa`
      : env.AMAZON_ADS_AUTHORIZE_URL,
    followRequestHost:
      sandbox && env.PUBLIC_BASE_URL === undefined && env.AMAZON_ADS_REDIRECT_URI === undefined,
    tokenUrl: sandbox ? `${sandboxBase}/auth/o2/token` : env.AMAZON_ADS_TOKEN_URL,
    apiHost: sandbox ? `${sandboxBase}/ads` : env.AMAZON_ADS_API_HOST.replace(/\/+$/, ''),
    tokenKey: env.AMAZON_ADS_TOKEN_KEY ?? null,
    previousTokenKeys: env.AMAZON_ADS_PREVIOUS_TOKEN_KEYS ?? [],
    requestTimeoutMs: env.AMAZON_ADS_REQUEST_TIMEOUT_MS,
  };
}

function toPaymentConfig(env: Env): PaymentConfig {
  const text = (value: string | undefined) => value ?? '';
  return {
    gateway: env.PAYMENT_GATEWAY,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    alipay:
      env.ALIPAY_APP_ID === undefined
        ? null
        : {
            appId: env.ALIPAY_APP_ID,
            privateKey: pem(env.ALIPAY_PRIVATE_KEY),
            alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
            gateway: env.ALIPAY_GATEWAY,
          },
    wechat:
      env.WECHATPAY_MCH_ID === undefined
        ? null
        : {
            appId: text(env.WECHATPAY_APP_ID),
            mchId: env.WECHATPAY_MCH_ID,
            serialNo: text(env.WECHATPAY_SERIAL_NO),
            privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
            platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY),
            apiV3Key: text(env.WECHATPAY_API_V3_KEY),
            baseUrl: env.WECHATPAY_BASE_URL,
          },
    // Outside production a transfer shows a clearly fictitious sandbox account.
    bankAccount: {
      accountName: env.BANK_ACCOUNT_NAME ?? 'SANDBOX ACCOUNT (not a real payee)',
      bankName: env.BANK_NAME ?? 'SANDBOX BANK',
      accountNumber: env.BANK_ACCOUNT_NUMBER ?? '0000 0000 0000 0000',
    },
  };
}

function toSmsConfig(env: Env): SmsConfig {
  const text = (value: string | undefined) => value ?? '';
  if (env.SMS_PROVIDER === 'aliyun') {
    return {
      provider: 'aliyun',
      accessKeyId: text(env.ALIYUN_SMS_ACCESS_KEY_ID),
      accessKeySecret: text(env.ALIYUN_SMS_ACCESS_KEY_SECRET),
      signName: text(env.ALIYUN_SMS_SIGN_NAME),
      templateCode: text(env.ALIYUN_SMS_TEMPLATE_CODE),
      endpoint: env.ALIYUN_SMS_ENDPOINT,
      regionId: env.ALIYUN_SMS_REGION_ID,
    };
  }
  if (env.SMS_PROVIDER === 'tencent') {
    return {
      provider: 'tencent',
      secretId: text(env.TENCENT_SMS_SECRET_ID),
      secretKey: text(env.TENCENT_SMS_SECRET_KEY),
      sdkAppId: text(env.TENCENT_SMS_SDK_APP_ID),
      signName: text(env.TENCENT_SMS_SIGN_NAME),
      templateId: text(env.TENCENT_SMS_TEMPLATE_ID),
      region: env.TENCENT_SMS_REGION,
    };
  }
  return { provider: 'sandbox' };
}
