// The Amazon fake on its own HTTP server (127.0.0.1, a free port) for tests and multi-process tests: the
// client under test is pointed at it with `amazonFakeUrls(baseUrl)` instead of Amazon's hosts.
import Fastify from 'fastify';
import type { AmazonAdsConfig } from '../../config/config';
import { errorHandlerPlugin } from '../../plugins/error-handler-plugin';
import { languagePlugin } from '../../plugins/language-plugin';
import {
  amazonSandboxPlugin,
  createAmazonSandbox,
  type AmazonSandbox,
  type AmazonSandboxOptions,
} from './amazon-sandbox-plugin';
import type { FakeRequestLogEntry } from './fake-faults';
import type { AmazonFakeStore, SecurityProfile } from './fake-store';

/** The security profile the standalone fake accepts unless told otherwise. */
export const TEST_SECURITY_PROFILE: SecurityProfile = {
  clientId: 'amzn1.application-oa2-client.adplan-test',
  clientSecret: 'adplan-test-secret',
  redirectUri: 'http://127.0.0.1/authorize-result',
};

export interface StartAmazonFakeOptions extends Partial<Omit<AmazonSandboxOptions, 'security'>> {
  security?: Partial<SecurityProfile>;
}

export interface RunningAmazonFake {
  /** e.g. `http://127.0.0.1:41234` (consent `/ap/oa`, token `/auth/o2/token`, Ads API `/ads`). */
  baseUrl: string;
  sandbox: AmazonSandbox;
  /** The fake's state with its LwA rules (revoke grants, read entities, seed). */
  state: AmazonFakeStore;
  /** Every request answered so far. */
  requests: FakeRequestLogEntry[];
  close(): Promise<void>;
}

/** The `AmazonAdsConfig` URLs that point a client at the fake at `baseUrl`. */
export function amazonFakeUrls(
  baseUrl: string,
): Pick<AmazonAdsConfig, 'authorizeUrl' | 'tokenUrl' | 'apiHost'> {
  return {
    authorizeUrl: `${baseUrl}/ap/oa`,
    tokenUrl: `${baseUrl}/auth/o2/token`,
    apiHost: `${baseUrl}/ads`,
  };
}

/** Starts the fake; reports complete at once unless `reportTiming` says otherwise, state stays in memory. */
export async function startAmazonFake(options: StartAmazonFakeOptions = {}): Promise<RunningAmazonFake> {
  const sandbox = createAmazonSandbox({
    ...options,
    security: { ...TEST_SECURITY_PROFILE, ...options.security },
    reportTiming: { pendingMs: 0, processingMs: 0, ...options.reportTiming },
  });
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(languagePlugin);
  await app.register(amazonSandboxPlugin, { sandbox });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    sandbox,
    state: sandbox.store,
    requests: sandbox.faults.requests,
    close: async () => {
      sandbox.close();
      await app.close();
    },
  };
}
