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

/**
 * `true`/`false`, or the trusted proxy addresses/CIDRs (`loopback`, `10.0.0.0/8`, ...). Hop counts are not
 * offered: Fastify cannot validate the immediate peer with them and ignores X-Forwarded-For entirely.
 */
export type TrustProxy = boolean | string[];

export interface AppConfig {
  nodeEnv: NodeEnv;
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
  sms: SmsConfig;
  /** Minutes between two runs of the retention job. */
  retentionIntervalMinutes: number;
  /** Engine worker threads that generate plans (default: the machine's cores). */
  planWorkers: number;
  /** Milliseconds a plan generation may take, queue included, before it is aborted with 421. */
  planTimeoutMs: number;
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
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
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
  // At most a week: longer intervals would overflow Node's timers (about 24.8 days).
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  // Engine worker threads; 0 means one per core.
  PLAN_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // Below the client's 100 s (spec §7) so the seller gets the 421 answer rather than a client time-out.
  PLAN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(99).default(90),
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
    sms: toSmsConfig(env),
    retentionIntervalMinutes: env.RETENTION_INTERVAL_MINUTES,
    planWorkers: env.PLAN_WORKERS === 0 ? availableParallelism() : env.PLAN_WORKERS,
    planTimeoutMs: env.PLAN_TIMEOUT_SECONDS * 1000,
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
