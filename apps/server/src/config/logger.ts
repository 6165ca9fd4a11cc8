// The process logger: pino, human-readable in development, one JSON object per line otherwise (what log
// shippers and the browser tests, which read SMS sandbox codes from stdout, expect).
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from './config';

/** Cookies and CSRF tokens never reach the log. */
const REDACTED_PATHS = ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'];

/** A pino logger configured by LOG_LEVEL and LOG_FORMAT. */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: REDACTED_PATHS,
    ...(config.logFormat === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  });
}
