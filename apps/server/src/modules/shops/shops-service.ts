// Linking shops with Login with Amazon (issue 13): the consent URL with a state bound to the seller's
// session and a PKCE challenge, the code exchange that turns Amazon's redirect into a grant whose seller
// profiles in US/CA become shops, the seller's shop list, and unlinking (which deletes the grant's sealed
// tokens once no shop uses them).
import {
  SHOP_MARKETPLACES,
  SHOP_READY_AFTER_DAYS,
  type ApiAuthorizeAnswer,
  type ApiAuthorizePayload,
  type LinkedShopItem,
  type RefusedProfileItem,
  type ShopMarketplace,
} from '@adplan/contracts';
import type { AdsProfile, AmazonAdsGateway, LwaTokens } from '../../amazon/ads-api';
import { isAdsApiError } from '../../amazon/ads-api-errors';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import { DAY_MS, MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/secure-random';
import type { DbExecutor } from '../../ports/usage-ledger';
import { freshTokenSource, sealTokens } from './grant-token-source';
import { createPkcePair } from './shop-pkce';
import { presentShop } from './shops-presenter';
import type { ShopsRepository } from './shops-repository';
import type { TokenCipher } from './shop-token-cipher';

/** A consent page left open longer than this must be started again. */
export const AUTHORIZE_ATTEMPT_TTL_MS = 10 * MINUTE_MS;
/** Attempts are kept this long after they end (for the security log's follow-up), then deleted. */
const ATTEMPT_KEEP_MS = DAY_MS;

type RefusedProfile = RefusedProfileItem;

/** Who is asking: the seller and the session the state is bound to. */
export interface ShopsCaller {
  userId: number;
  sessionId: number;
  ip: string | null;
  /** The origin the seller's browser used (`http://127.0.0.1:3000`), for a return address that keeps the session. */
  origin?: string;
}

/** Why a state was refused, for the security log. */
export type StateRefusal = 'unknown' | 'otherSession' | 'used' | 'expired';

export interface ShopsServiceDeps {
  database: AppDatabase;
  clock: Clock;
  gateway: AmazonAdsGateway;
  cipher: TokenCipher;
  repository: ShopsRepository;
  /** A failed state check (someone replaying or forging a redirect). */
  onStateRefused: (caller: ShopsCaller, reason: StateRefusal) => void;
  /** A grant stored: which shops were linked. */
  onLinked: (caller: ShopsCaller, shopIds: string[]) => void;
  /**
   * Sandbox only: whether the local fake approved this profile as "linked two days ago", so its shop is
   * usable at once; absent in live mode, where every new shop waits its two days (spec §1).
   */
  readyAtOnce?: (profileId: string) => boolean;
  /** A shop unlinked; `shredded` when its grant's tokens were deleted with it. */
  onUnlinked: (caller: ShopsCaller, shopId: string, shredded: boolean) => void;
}

function attemptContext(stateHash: string): string {
  return `shop-attempt:${stateHash}`;
}

/** Amazon's failures in the seller's words: a spent code is 10031, anything else "Amazon unavailable" 50018. */
function amazonError(error: unknown, spentKey: 'shops.codeSpent' | 10031): never {
  if (isAdsApiError(error, 'invalidGrant') || isAdsApiError(error, 'unauthorized')) {
    throw new AppError(HttpStatus.badRequest, spentKey, {}, 10031);
  }
  if (isAdsApiError(error)) throw new AppError(HttpStatus.unavailable, 'shops.amazonUnavailable', {}, 50018);
  throw error;
}

function isLinkableMarketplace(code: string): code is ShopMarketplace {
  return (SHOP_MARKETPLACES as readonly string[]).includes(code);
}

/** Splits a grant's profiles into the seller shops to link and the refused ones with the reason. */
export function sortProfiles(profiles: AdsProfile[]): { link: AdsProfile[]; refused: RefusedProfile[] } {
  const link: AdsProfile[] = [];
  const refused: RefusedProfile[] = [];
  for (const profile of profiles) {
    const base = {
      name: profile.accountInfo.name,
      marketplace: profile.countryCode,
      account_type: profile.accountInfo.type,
    };
    if (profile.accountInfo.type !== 'seller') refused.push({ ...base, reason: 'notSeller' });
    else if (!isLinkableMarketplace(profile.countryCode)) refused.push({ ...base, reason: 'marketplace' });
    else link.push(profile);
  }
  return { link, refused };
}

/** The shop use cases. */
export class ShopsService {
  constructor(private readonly deps: ShopsServiceDeps) {}

  /** Starts an attempt and answers the consent URL Amazon shows the seller. */
  async authorizeUrl(
    caller: ShopsCaller,
    marketplace: ShopMarketplace,
  ): Promise<{ url: string; state: string }> {
    const { database, repository, cipher, clock, gateway } = this.deps;
    const now = clock.now();
    const state = randomToken(32);
    const stateHash = sha256Hex(state);
    const pkce = createPkcePair();
    await repository.deleteAttemptsBefore(database.db, toStoredTime(now - ATTEMPT_KEEP_MS));
    await repository.insertAttempt(database.db, {
      state_hash: stateHash,
      user_id: caller.userId,
      session_id: caller.sessionId,
      marketplace,
      verifier_enc: cipher.seal(pkce.verifier, attemptContext(stateHash)),
      key_id: cipher.currentKeyId,
      created_at: toStoredTime(now),
      expires_at: toStoredTime(now + AUTHORIZE_ATTEMPT_TTL_MS),
      used_at: null,
    });
    return {
      url: gateway.lwa.consentUrl({ state, codeChallenge: pkce.challenge, origin: caller.origin }),
      state,
    };
  }

  /** Completes an attempt: exchanges the code, links every seller profile in US/CA as a shop. */
  async authorize(caller: ShopsCaller, payload: ApiAuthorizePayload): Promise<ApiAuthorizeAnswer> {
    const verifier = await this.useAttempt(caller, payload.state);
    const tokens = await this.exchange(payload.auth_code, verifier, caller.origin);
    const source = freshTokenSource(this.deps.gateway.lwa, tokens);
    const profiles = await this.deps.gateway
      .connect(source)
      .listProfiles()
      .catch((error: unknown) => amazonError(error, 10031));
    const { link, refused } = sortProfiles(profiles);
    if (link.length === 0) {
      throw new AppError(HttpStatus.badRequest, 'shops.noSellerProfile', {}, 10031, { refused });
    }
    const now = this.deps.clock.now();
    const rows = await this.deps.database.db
      .transaction()
      .execute((trx) => this.storeGrant(trx, caller.userId, source.latest(), link, now));
    this.deps.onLinked(
      caller,
      rows.map((row) => row.shop_id),
    );
    return { linked: rows, refused };
  }

  /**
   * The seller's shops (not unlinked). A linked shop whose grant was sealed with a key the server no
   * longer holds (the token key was lost or changed) is marked `reauthorize` first, so the list never
   * shows "active" for a shop that cannot be used.
   */
  async list(userId: number): Promise<LinkedShopItem[]> {
    const { database, repository, cipher, clock } = this.deps;
    let rows = await repository.shopsOf(database.db, userId);
    const grantIds = new Set(rows.filter((row) => row.status === 'linked').map((row) => row.grant_id));
    let marked = false;
    for (const grantId of grantIds) {
      if (grantId === null) continue;
      const grant = await repository.grant(database.db, grantId);
      if (grant && !cipher.knows(grant.key_id)) {
        await repository.markGrantReauthorize(database.db, grantId);
        marked = true;
      }
    }
    if (marked) rows = await repository.shopsOf(database.db, userId);
    return rows.map((row) => presentShop(row, clock.now()));
  }

  /** Unlinks the seller's own shop (404 otherwise); deletes the grant's tokens when no shop uses them. */
  async unlink(caller: ShopsCaller, shopId: string): Promise<void> {
    const { database, repository, clock } = this.deps;
    const shredded = await database.db.transaction().execute(async (trx) => {
      const row = await repository.shop(trx, shopId);
      if (!row || row.user_id !== caller.userId || row.status === 'unlinked') {
        throw new AppError(HttpStatus.notFound, 'shops.notFound');
      }
      await repository.updateShop(trx, shopId, {
        status: 'unlinked',
        grant_id: null,
        unlinked_at: toStoredTime(clock.now()),
      });
      return row.grant_id !== null && (await repository.deleteGrantIfUnused(trx, row.grant_id));
    });
    this.deps.onUnlinked(caller, shopId, shredded);
  }

  /** Checks the state (exists, this session, unused, unexpired), marks it used, answers the verifier. */
  private async useAttempt(caller: ShopsCaller, state: string): Promise<string> {
    const { database, repository, cipher, clock } = this.deps;
    const stateHash = sha256Hex(state);
    const attempt = await repository.attempt(database.db, stateHash);
    const refuse = (reason: StateRefusal, key: 'shops.stateMissing' | 'shops.stateExpired', code: number) => {
      this.deps.onStateRefused(caller, reason);
      return new AppError(HttpStatus.badRequest, key, {}, code);
    };
    // Another seller's or session's state reads exactly like an unknown one.
    if (!attempt) throw refuse('unknown', 'shops.stateMissing', 10032);
    if (attempt.user_id !== caller.userId || attempt.session_id !== caller.sessionId) {
      throw refuse('otherSession', 'shops.stateMissing', 10032);
    }
    if (attempt.used_at !== null) throw refuse('used', 'shops.stateMissing', 10032);
    if (fromStoredTime(attempt.expires_at) <= clock.now())
      throw refuse('expired', 'shops.stateExpired', 10031);
    if (!(await repository.useAttempt(database.db, stateHash, toStoredTime(clock.now())))) {
      throw refuse('used', 'shops.stateMissing', 10032);
    }
    return cipher.open(attempt.verifier_enc, attempt.key_id, attemptContext(stateHash));
  }

  private async exchange(code: string, verifier: string, origin?: string): Promise<LwaTokens> {
    try {
      return await this.deps.gateway.lwa.exchangeCode(code, verifier, origin);
    } catch (error) {
      return amazonError(error, 'shops.codeSpent');
    }
  }

  /** Stores the grant and links (or re-links) each profile; grants no shop uses any more are deleted. */
  private async storeGrant(
    trx: DbExecutor,
    userId: number,
    tokens: LwaTokens,
    profiles: AdsProfile[],
    now: number,
  ): Promise<LinkedShopItem[]> {
    const { repository, cipher } = this.deps;
    const grantId = await repository.insertGrant(trx, {
      user_id: userId,
      created_at: toStoredTime(now),
      ...sealTokens(cipher, userId, tokens, now),
    });
    const replaced = new Set<number>();
    const shopIds: string[] = [];
    for (const profile of profiles) {
      const existing = await repository.shopByProfile(trx, userId, profile.profileId);
      if (existing?.grant_id != null) replaced.add(existing.grant_id);
      shopIds.push(
        await this.linkProfile(trx, userId, grantId, profile, existing?.id, existing?.status, now),
      );
    }
    for (const oldGrant of replaced) await repository.deleteGrantIfUnused(trx, oldGrant);
    const rows = await Promise.all(shopIds.map((id) => repository.shop(trx, id)));
    return rows.flatMap((row) => (row ? [presentShop(row, now)] : []));
  }

  /**
   * Links one profile. A shop still linked (or waiting for re-authorisation) keeps its link date and
   * readiness and only moves to the new grant; a new or unlinked one starts its two days now (spec §1).
   */
  private async linkProfile(
    trx: DbExecutor,
    userId: number,
    grantId: number,
    profile: AdsProfile,
    existingId: string | undefined,
    existingStatus: string | undefined,
    now: number,
  ): Promise<string> {
    const { repository } = this.deps;
    const details = {
      grant_id: grantId,
      shop_name: profile.accountInfo.name,
      marketplace: profile.countryCode,
      account_type: profile.accountInfo.type,
      currency_code: profile.currencyCode,
      timezone: profile.timezone,
      status: 'linked',
      unlinked_at: null,
    };
    const fresh = {
      authorized_at: toStoredTime(now),
      usable_from: toStoredTime(
        this.deps.readyAtOnce?.(profile.profileId) === true ? now : now + SHOP_READY_AFTER_DAYS * DAY_MS,
      ),
    };
    if (existingId === undefined) {
      const id = `shop_${randomToken(12)}`;
      await repository.insertShop(trx, {
        id,
        user_id: userId,
        profile_id: profile.profileId,
        ...details,
        ...fresh,
      });
      return id;
    }
    await repository.updateShop(
      trx,
      existingId,
      existingStatus === 'unlinked' ? { ...details, ...fresh } : details,
    );
    return existingId;
  }
}
