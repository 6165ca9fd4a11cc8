// Picks the SMS provider the configuration names.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../config/config';
import type { Clock } from '../../../lib/clock';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { SandboxSmsProvider } from './sandbox-sms-provider';
import type { FetchFunction, SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms-provider';

/** The configured provider; the sandbox logs codes through `logger`. */
export function createSmsProvider(
  config: SmsConfig,
  logger: FastifyBaseLogger,
  clock: Clock,
  fetchFunction: FetchFunction = fetch,
): SmsProvider {
  if (config.provider === 'aliyun') return new AliyunSmsProvider(config, fetchFunction, clock);
  if (config.provider === 'tencent') return new TencentSmsProvider(config, fetchFunction, clock);
  return new SandboxSmsProvider(logger);
}
