// The Ads API of one grant: its profiles (`GET /v2/profiles`, the one call without a Scope header) and a
// profile-scoped API per profile.
import type { AmazonAdsConfig } from '../../config/config';
import type { AccessTokenSource, AdsAccountApi, AdsProfile, AdsProfileApi } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import { AdsHttp } from './ads-http';
import type { ClientRuntime } from './client-runtime';
import { arrayOf, fieldsOf } from './multi-status';
import { HttpAdsProfileApi } from './profile-api';

/** The Ads API of one grant over HTTP. */
export class HttpAdsAccountApi implements AdsAccountApi {
  private readonly http: AdsHttp;

  constructor(
    private readonly config: AmazonAdsConfig,
    private readonly runtime: ClientRuntime,
    private readonly tokens: AccessTokenSource,
  ) {
    this.http = new AdsHttp(config, runtime, tokens);
  }

  async listProfiles(): Promise<AdsProfile[]> {
    const answer = await this.http.send({
      operation: 'profiles.list',
      method: 'GET',
      path: '/v2/profiles',
      accept: 'application/json',
      safety: 'repeatable',
    });
    if (!Array.isArray(answer.body)) {
      throw new AdsApiError('unavailable', 'Amazon Ads answered /v2/profiles without a list', {
        path: '/v2/profiles',
      });
    }
    return arrayOf(answer.body).map(profileOf);
  }

  forProfile(profileId: string): AdsProfileApi {
    return new HttpAdsProfileApi(
      profileId,
      this.config,
      this.runtime,
      new AdsHttp(this.config, this.runtime, this.tokens, profileId),
    );
  }
}

/** A profile with its ids as strings (the wire parser already made `profileId` exact text). */
function profileOf(profile: Record<string, unknown>): AdsProfile {
  const accountInfo = fieldsOf(profile.accountInfo);
  return {
    ...(profile as unknown as AdsProfile),
    profileId: String(profile.profileId),
    accountInfo: {
      ...(accountInfo as unknown as AdsProfile['accountInfo']),
      id: String(accountInfo.id ?? ''),
    },
  };
}
