// The real Amazon gateway: Login with Amazon and the Ads API over HTTP (native fetch), for Amazon's hosts
// (live) or the local fake (sandbox) alike — only the URLs of `config` differ.
// TODO(issue 13): the amazon-client branch replaces this signature-only file with the implementation.
import type { AmazonAdsConfig } from '../../config/config';
import type { AmazonAdsGateway } from '../ads-api';

/** What the client takes from outside besides configuration (tests pass their own). */
export interface AmazonAdsClientDeps {
  fetch?: typeof fetch;
  /** Waits between retries (tests pass one that records and resolves at once). */
  sleep?: (ms: number) => Promise<void>;
  /** 0..1, the jitter of backoff. */
  random?: () => number;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Structured log of retries and failures (never tokens). */
  log?: (event: string, fields: Record<string, unknown>) => void;
}

/** Builds the gateway for `config`. */
export function createAmazonAdsGateway(
  config: AmazonAdsConfig,
  deps: AmazonAdsClientDeps = {},
): AmazonAdsGateway {
  throw new Error(`Amazon Ads client not built yet (${config.mode}, ${Object.keys(deps).length})`);
}
