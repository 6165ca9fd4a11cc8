// The Amazon gateway built on first use: an app that never reaches Amazon (most tests, a console without
// linked shops) never constructs the HTTP client or needs its configuration to be complete.
import type { AmazonAdsGateway } from '../../amazon/ads-api';

/** A gateway that calls `create` once, the first time any of its methods is used. */
export function deferredGateway(create: () => AmazonAdsGateway): AmazonAdsGateway {
  let gateway: AmazonAdsGateway | undefined;
  const get = () => (gateway ??= create());
  return {
    lwa: {
      consentUrl: (request) => get().lwa.consentUrl(request),
      exchangeCode: (code, verifier) => get().lwa.exchangeCode(code, verifier),
      refresh: (refreshToken) => get().lwa.refresh(refreshToken),
    },
    connect: (tokens) => get().connect(tokens),
  };
}
