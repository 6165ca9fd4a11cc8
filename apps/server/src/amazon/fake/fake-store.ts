// The Amazon fake's state and its rules for Login with Amazon: grants (one per approving Amazon user,
// with a generated account), single-use five-minute codes, one-hour access tokens and a refresh token that
// lives until the grant is revoked. The HTTP routes only translate between requests and these methods.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { generateAccount } from './account-generator';
import {
  emptyFakeState,
  type FakeAccountType,
  type FakeGrant,
  type FakeProfile,
  type FakeState,
  type PendingConsent,
} from './fake-state';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const ACCESS_TOKEN_LIFETIME_S = 3600;
/** Consent pages left unanswered are forgotten after this long. */
const PENDING_CONSENT_MS = 60 * 60_000;

/** The LwA security profile the fake accepts (the app's own client id, secret and allowed return URL). */
export interface SecurityProfile {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Also allow `redirectUri`'s path on any origin (the sandbox app follows the host the seller used). */
  anyRedirectOrigin?: boolean;
}

/** Whether the security profile allows `uri` as the consent's return URL. */
export function allowsRedirect(security: SecurityProfile, uri: string | undefined): boolean {
  if (uri === undefined) return false;
  if (uri === security.redirectUri) return true;
  if (security.anyRedirectOrigin !== true || !URL.canParse(uri)) return false;
  const asked = new URL(uri);
  const allowed = new URL(security.redirectUri);
  return /^https?:$/.test(asked.protocol) && asked.pathname === allowed.pathname && asked.search === '';
}

/** The token answer of `POST /auth/o2/token`. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

/** Why a token request was refused, in LwA's own words. */
export interface LwaError {
  status: number;
  body: { error: string; error_description: string };
}

export const INVALID_CODE: LwaError = {
  status: 400,
  body: { error_description: 'The request has an invalid grant parameter : code', error: 'invalid_grant' },
};
export const INVALID_REFRESH_TOKEN: LwaError = {
  status: 400,
  body: {
    error_description:
      "The request has an invalid grant parameter : refresh_token. User may have revoked or didn't grant the permission.",
    error: 'invalid_grant',
  },
};
export const INVALID_CLIENT: LwaError = {
  status: 401,
  body: { error: 'invalid_client', error_description: 'Client authentication failed' },
};

function secret(prefix: string, bytes: number): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** A PKCE S256 challenge of `verifier`. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface FakeStoreOptions {
  security: SecurityProfile;
  now: () => number;
  /** Seed of generated accounts; grants are numbered, so the n-th grant is the same account every run. */
  seed?: string;
  state?: FakeState;
  /** Told after every change (persistence writes a debounced copy). */
  onChange?: () => void;
}

/** The fake's state with the Login with Amazon rules. */
export class AmazonFakeStore {
  readonly state: FakeState;
  readonly security: SecurityProfile;
  readonly now: () => number;
  private readonly onChange: () => void;

  constructor(options: FakeStoreOptions) {
    this.state = options.state ?? emptyFakeState(options.seed ?? 'adplan-sandbox');
    this.security = options.security;
    this.now = options.now;
    this.onChange = options.onChange ?? (() => undefined);
  }

  /** Records that the state changed (call after mutating entities directly). */
  changed(): void {
    this.onChange();
  }

  /** A new 15-digit entity id not used by any profile. */
  newEntityId(): string {
    const part = () => String(randomInt(0, 10_000_000)).padStart(7, '0');
    return `${randomInt(1, 10)}${part()}${part()}`;
  }

  /** Remembers the consent page shown for `state` (its redirect URI and PKCE challenge). */
  registerConsent(consent: Omit<PendingConsent, 'createdAt'>): void {
    const now = this.now();
    for (const [key, pending] of Object.entries(this.state.pendingConsents)) {
      if (now - pending.createdAt > PENDING_CONSENT_MS) delete this.state.pendingConsents[key];
    }
    this.state.pendingConsents[consent.state] = { ...consent, createdAt: now };
    this.changed();
  }

  /** The consent page registered for `state`, or the security profile's return URL without PKCE. */
  consentFor(state: string): Omit<PendingConsent, 'createdAt'> {
    const pending = this.state.pendingConsents[state];
    return pending ?? { state, redirectUri: this.security.redirectUri, codeChallenge: null };
  }

  /** The user approved: a new grant with its generated account, and a code for the redirect. */
  approve(
    consent: Omit<PendingConsent, 'createdAt'>,
    accountType: FakeAccountType,
    readyAtOnce = false,
  ): string {
    const grant = this.createGrant(accountType);
    if (readyAtOnce) grant.readyAtOnce = true;
    return this.codeFor(consent, grant);
  }

  /** A single-use code of `grant` for the consent's redirect (the consent page is answered). */
  codeFor(consent: Omit<PendingConsent, 'createdAt'>, grant: FakeGrant): string {
    delete this.state.pendingConsents[consent.state];
    const code = `AN${randomBytes(15).toString('base64url')}`;
    this.state.codes[code] = {
      code,
      grantId: grant.grantId,
      redirectUri: consent.redirectUri,
      codeChallenge: consent.codeChallenge,
      expiresAt: this.now() + CODE_LIFETIME_MS,
      used: false,
    };
    this.changed();
    return code;
  }

  /** Whether `profileId` belongs to a grant approved as "linked two days ago" (sandbox trial). */
  readyAtOnce(profileId: string): boolean {
    return Object.values(this.state.grants).some(
      (grant) => grant.readyAtOnce === true && grant.profileIds.includes(profileId),
    );
  }

  /** The user cancelled the consent page. */
  deny(state: string): void {
    delete this.state.pendingConsents[state];
    this.changed();
  }

  /** A grant of `accountType` with its generated account (seeding API and the consent page). */
  createGrant(accountType: FakeAccountType): FakeGrant {
    this.state.grantCounter += 1;
    const grantId = `grant-${this.state.grantCounter}`;
    const seed = `${this.state.seed}:${this.state.grantCounter}`;
    const account = generateAccount(grantId, accountType, seed, this.now());
    const grant: FakeGrant = {
      grantId,
      accountType,
      refreshToken: secret('Atzr|', 48),
      seed,
      createdAt: this.now(),
      revoked: false,
      profileIds: account.profiles.map((profile) => String(profile.profile.profileId)),
    };
    this.state.grants[grantId] = grant;
    for (const profile of account.profiles) this.state.profiles[String(profile.profile.profileId)] = profile;
    this.changed();
    return grant;
  }

  /** `grant_type=authorization_code`. */
  exchangeCode(form: Record<string, string>): TokenAnswer | LwaError {
    const client = this.checkClient(form);
    if (client) return client;
    const code = this.state.codes[form.code ?? ''];
    if (!code || code.used || code.expiresAt <= this.now() || code.redirectUri !== form.redirect_uri) {
      return INVALID_CODE;
    }
    if (code.codeChallenge !== null && s256(form.code_verifier ?? '') !== code.codeChallenge)
      return INVALID_CODE;
    code.used = true;
    const grant = this.state.grants[code.grantId];
    if (!grant || grant.revoked) return INVALID_CODE;
    return this.tokensFor(grant);
  }

  /** `grant_type=refresh_token`: the same refresh token, a new access token. */
  refresh(form: Record<string, string>): TokenAnswer | LwaError {
    const client = this.checkClient(form);
    if (client) return client;
    const grant = Object.values(this.state.grants).find((each) => each.refreshToken === form.refresh_token);
    if (!grant || grant.revoked) return INVALID_REFRESH_TOKEN;
    return this.tokensFor(grant);
  }

  /** "The seller revoked the app": refresh and access tokens of the grant stop working. */
  revokeGrant(grantId: string): void {
    const grant = this.state.grants[grantId];
    if (!grant) throw new Error(`unknown grant ${grantId}`);
    grant.revoked = true;
    for (const [token, access] of Object.entries(this.state.accessTokens)) {
      if (access.grantId === grantId) delete this.state.accessTokens[token];
    }
    this.changed();
  }

  /** Makes every access token of the grant expired (the client must refresh). */
  expireAccessTokens(grantId?: string): void {
    for (const access of Object.values(this.state.accessTokens)) {
      if (grantId === undefined || access.grantId === grantId) access.expiresAt = this.now() - 1;
    }
    this.changed();
  }

  /** The live grant of a bearer token, `expired` when it timed out, undefined when unknown. */
  grantOfAccessToken(token: string): FakeGrant | 'expired' | undefined {
    const access = this.state.accessTokens[token];
    if (!access) return undefined;
    if (access.expiresAt <= this.now()) return 'expired';
    const grant = this.state.grants[access.grantId];
    return grant && !grant.revoked ? grant : undefined;
  }

  /** The grant whose refresh token is `refreshToken` (tests identify shops by it). */
  grantOfRefreshToken(refreshToken: string): FakeGrant | undefined {
    return Object.values(this.state.grants).find((grant) => grant.refreshToken === refreshToken);
  }

  profilesOf(grantId: string): FakeProfile[] {
    const grant = this.state.grants[grantId];
    return (grant?.profileIds ?? []).flatMap((id) => this.state.profiles[id] ?? []);
  }

  profile(profileId: string): FakeProfile | undefined {
    return this.state.profiles[profileId];
  }

  private checkClient(form: Record<string, string>): LwaError | undefined {
    const ok = form.client_id === this.security.clientId && form.client_secret === this.security.clientSecret;
    return ok ? undefined : INVALID_CLIENT;
  }

  private tokensFor(grant: FakeGrant): TokenAnswer {
    const now = this.now();
    for (const [token, access] of Object.entries(this.state.accessTokens)) {
      if (access.expiresAt <= now) delete this.state.accessTokens[token];
    }
    const accessToken = secret('Atza|', 96);
    this.state.accessTokens[accessToken] = {
      grantId: grant.grantId,
      expiresAt: now + ACCESS_TOKEN_LIFETIME_S * 1000,
    };
    this.changed();
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      refresh_token: grant.refreshToken,
    };
  }
}
