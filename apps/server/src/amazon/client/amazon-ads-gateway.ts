// The real Amazon gateway: Login with Amazon and the Ads API over HTTP (Node's fetch), for Amazon's hosts
// (live) or the local fake (sandbox) alike — only the URLs of `config` differ. Retry policy and its
// reasons: retry-policy.ts and docs/decisions/0011-amazon-ads-client-retries.md.
import type { AmazonAdsConfig } from '../../config/config';
import type { AccessTokenSource, AdsAccountApi, AmazonAdsGateway } from '../ads-api';
import { HttpAdsAccountApi } from './account-api';
import { resolveRuntime, type AmazonAdsClientDeps } from './client-runtime';
import { HttpLwaClient } from './lwa-client';

export type { AmazonAdsClientDeps } from './client-runtime';

/** Builds the gateway for `config`. */
export function createAmazonAdsGateway(
  config: AmazonAdsConfig,
  deps: AmazonAdsClientDeps = {},
): AmazonAdsGateway {
  const runtime = resolveRuntime(deps);
  return {
    lwa: new HttpLwaClient(config, runtime),
    connect: (tokens: AccessTokenSource): AdsAccountApi => new HttpAdsAccountApi(config, runtime, tokens),
  };
}
