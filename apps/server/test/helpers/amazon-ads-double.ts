// A small in-memory stand-in for Amazon in the shops tests: Login with Amazon issues single-use codes bound
// to the PKCE challenge of the consent URL, refreshes tokens (or answers invalid_grant once the seller
// "revoked" the grant), and the Ads API lists the grant's profiles and answers SP campaign listings,
// rejecting an expired or invalidated bearer with a 401 the way Amazon does (the caller renews once).
import { createHash } from 'node:crypto';
import type {
  AccessTokenSource,
  AdsAccountApi,
  AdsProfile,
  AdsProfileApi,
  AmazonAdsGateway,
  LwaTokens,
} from '../../src/amazon/ads-api';
import { AdsApiError } from '../../src/amazon/ads-api-errors';
import type { Clock } from '../../src/lib/clock';

/** A seller/vendor profile for the double's grants. */
export function adsProfile(
  profileId: string,
  countryCode: string,
  type: 'seller' | 'vendor' | 'agency' = 'seller',
  name = `Shop ${profileId}`,
): AdsProfile {
  return {
    profileId,
    countryCode,
    currencyCode: countryCode === 'CA' ? 'CAD' : 'USD',
    timezone: 'America/Los_Angeles',
    accountInfo: { marketplaceStringId: `M-${countryCode}`, id: 'A3LUQZ2NBMFGO4', type, name },
  };
}

const ACCESS_TTL_MS = 3_600_000;

/** The double; tests change its fields to make Amazon answer differently. */
export class AmazonAdsDouble implements AmazonAdsGateway {
  /** Profiles of the next grant the seller approves. */
  profiles: AdsProfile[] = [adsProfile('1001', 'US'), adsProfile('1002', 'CA')];
  /** When set, every call fails with this kind (Amazon down, throttled). */
  failWith: AdsApiError['kind'] | null = null;
  refreshCount = 0;
  exchangeCount = 0;
  /** Bearer tokens Amazon accepts, with their expiry. */
  private readonly liveAccess = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private readonly codes = new Map<string, { challenge: string; used: boolean; profiles: AdsProfile[] }>();
  private readonly grants = new Map<string, AdsProfile[]>();
  private counter = 0;
  /** Milliseconds a refresh takes (to let concurrent callers pile up). */
  refreshDelayMs = 0;

  constructor(private readonly clock: Clock) {}

  /** What the seller's "Allow" on the consent page does: a code for the URL's state and challenge. */
  approve(consentUrl: string): { code: string; state: string } {
    const url = new URL(consentUrl);
    const code = `ANcode${++this.counter}`;
    this.codes.set(code, {
      challenge: url.searchParams.get('code_challenge') ?? '',
      used: false,
      profiles: this.profiles,
    });
    return { code, state: url.searchParams.get('state') ?? '' };
  }

  /** The seller removed the app's access at Amazon: refreshes answer invalid_grant. */
  revokeAll(): void {
    for (const refreshToken of this.grants.keys()) this.revoked.add(refreshToken);
    this.liveAccess.clear();
  }

  /** Amazon stops accepting every access token issued so far (the next call gets a 401). */
  invalidateAccessTokens(): void {
    this.liveAccess.clear();
  }

  /** Every secret this double issued (to prove none is stored in plain text). */
  issuedSecrets(): string[] {
    return [...this.grants.keys(), ...this.issuedAccess];
  }

  private readonly issuedAccess: string[] = [];
  private readonly accessGrant = new Map<string, string>();

  private issue(refreshToken: string): LwaTokens {
    const accessToken = `Atza|access-${++this.counter}`;
    const expiresAt = this.clock.now() + ACCESS_TTL_MS;
    this.liveAccess.set(accessToken, expiresAt);
    this.accessGrant.set(accessToken, refreshToken);
    this.issuedAccess.push(accessToken);
    return { accessToken, refreshToken, expiresAt };
  }

  private failIfDown(): void {
    if (this.failWith) throw new AdsApiError(this.failWith, `double: ${this.failWith}`);
  }

  readonly lwa = {
    consentUrl: (request: { state: string; codeChallenge: string }) =>
      `https://amazon.test/ap/oa?${new URLSearchParams({
        client_id: 'amzn1.application-oa2-client.test',
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString()}`,
    exchangeCode: async (code: string, verifier: string): Promise<LwaTokens> => {
      this.failIfDown();
      this.exchangeCount += 1;
      const issued = this.codes.get(code);
      const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
      if (!issued || issued.used || issued.challenge !== challenge) {
        throw new AdsApiError('invalidGrant', 'The request has an invalid grant parameter : code');
      }
      issued.used = true;
      const refreshToken = `Atzr|refresh-${++this.counter}`;
      this.grants.set(refreshToken, issued.profiles);
      return this.issue(refreshToken);
    },
    refresh: async (refreshToken: string): Promise<LwaTokens> => {
      this.refreshCount += 1;
      if (this.refreshDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.refreshDelayMs));
      this.failIfDown();
      if (!this.grants.has(refreshToken) || this.revoked.has(refreshToken)) {
        throw new AdsApiError('invalidGrant', 'invalid grant parameter : refresh_token');
      }
      return this.issue(refreshToken);
    },
  };

  /** Calls `run` with a bearer Amazon accepts: on a 401 the source renews once, as the real client does. */
  private async authorised<T>(tokens: AccessTokenSource, run: () => Promise<T> | T): Promise<T> {
    this.failIfDown();
    const accepts = (token: string) => (this.liveAccess.get(token) ?? 0) > this.clock.now();
    if (accepts(await tokens.current())) return run();
    if (accepts(await tokens.renew())) return run();
    throw new AdsApiError('unauthorized', 'double: 401 after renew');
  }

  /** Bearer tokens the Ads API saw, in order. */
  readonly seenTokens: string[] = [];

  connect(tokens: AccessTokenSource): AdsAccountApi {
    return {
      listProfiles: () =>
        this.authorised(tokens, async () => {
          const refreshToken = this.accessGrant.get(await tokens.current()) ?? '';
          return this.grants.get(refreshToken) ?? [];
        }),
      forProfile: (profileId: string) => {
        const list = async () =>
          this.authorised(tokens, async () => {
            this.seenTokens.push(await tokens.current());
            return [{ campaignId: `c-${profileId}`, name: 'Campaign', state: 'ENABLED' }];
          });
        // Only what the shops tests call; anything else is a test mistake, said loudly.
        return new Proxy({ profileId, list } as Partial<AdsProfileApi>, {
          get: (target, name: string) =>
            name in target
              ? target[name as keyof AdsProfileApi]
              : () => {
                  throw new Error(`AmazonAdsDouble: ${name} is not part of the double`);
                },
        }) as AdsProfileApi;
      },
    };
  }
}
