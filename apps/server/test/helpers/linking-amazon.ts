// Amazon for the shops tests: the in-process Amazon fake (its Login with Amazon rules: single-use codes bound
// to the consent's PKCE challenge and return URL, one-hour access tokens, refresh until the seller revokes;
// its Ads API gate: an expired or unknown bearer is a 401 the caller renews once) and the real client over
// it. A test chooses the profiles of the next grant the seller approves, and reads what Amazon was asked.
import type { Marketplace } from '@adplan/contracts';
import type { AmazonAdsGateway } from '../../src/amazon/ads-api';
import { approvePlanted, type PlantedProfileFacts } from '../../src/amazon/fake/fake-seeding';
import type { WireAccountType } from '../../src/amazon/fake/fake-state';
import { createInProcessAmazonFake, type InProcessAmazonFake } from '../../src/amazon/fake/in-process-fake';
import type { Clock } from '../../src/lib/clock';

/** Long enough that every attempt of a call meets the fault. */
const EVERY_ATTEMPT = 1_000;

/** A profile of the next grant: `Shop <profileId>` unless named. */
export function adsProfile(
  profileId: string,
  countryCode: Marketplace,
  accountType: WireAccountType = 'seller',
  name?: string,
): PlantedProfileFacts {
  return { profileId, countryCode, accountType, ...(name === undefined ? {} : { name }) };
}

/** The fake, the gateway the app is built with, and what the shops tests plant and count. */
export class LinkingAmazon {
  readonly fake: InProcessAmazonFake;
  /** Profiles of the next grant the seller approves. */
  profiles: PlantedProfileFacts[] = [adsProfile('1001', 'US'), adsProfile('1002', 'CA')];

  /** `clock` is the app's: token lifetimes run on it. */
  constructor(clock: Clock) {
    this.fake = createInProcessAmazonFake({ now: () => clock.now() });
  }

  /** The real client over the fake (what the app is built with). */
  get gateway(): AmazonAdsGateway {
    return this.fake.gateway;
  }

  /** What the seller's "Allow" on the consent page does: a code for the URL's state and challenge. */
  approve(consentUrl: string): { code: string; state: string } {
    return approvePlanted(this.fake.store, consentUrl, this.profiles);
  }

  /** The seller removed the app's access at Amazon: refreshes answer invalid_grant. */
  revokeAll(): void {
    for (const grantId of Object.keys(this.fake.store.state.grants)) this.fake.store.revokeGrant(grantId);
  }

  /** Amazon stops accepting every access token issued so far (the next call gets a 401). */
  invalidateAccessTokens(): void {
    this.fake.store.expireAccessTokens();
  }

  /** While `kind` is `unavailable`, Login with Amazon and the Ads API answer 500; null ends it. */
  set failWith(kind: 'unavailable' | null) {
    this.fake.faults.clearFaults();
    if (kind === 'unavailable') {
      this.fake.faults.failNextTokenRequests(EVERY_ATTEMPT);
      this.fake.faults.failNextRequests(EVERY_ATTEMPT);
    }
  }

  /** Milliseconds a token answer takes (to let concurrent callers pile up). */
  set refreshDelayMs(ms: number) {
    this.fake.faults.tokenLatencyMs = ms;
  }

  /** Code exchanges Amazon was asked for. */
  get exchangeCount(): number {
    return this.tokenRequests('authorization_code');
  }

  /** Refreshes Amazon was asked for (answered or refused). */
  get refreshCount(): number {
    return this.tokenRequests('refresh_token');
  }

  /** Bearer tokens the Ads API saw, in order. */
  get seenTokens(): string[] {
    return this.fake.faults.requests.flatMap((entry) =>
      entry.path.startsWith('/ads/') && entry.bearer ? [entry.bearer] : [],
    );
  }

  /** Every secret Amazon issued that is still known (to prove none is stored in plain text). */
  issuedSecrets(): string[] {
    const { grants, accessTokens } = this.fake.store.state;
    return [
      ...new Set([
        ...Object.values(grants).map((grant) => grant.refreshToken),
        ...Object.keys(accessTokens),
        ...this.seenTokens,
      ]),
    ];
  }

  private tokenRequests(grantType: string): number {
    return this.fake.faults.requests.filter(
      (entry) => entry.path === '/auth/o2/token' && entry.grantType === grantType,
    ).length;
  }
}
