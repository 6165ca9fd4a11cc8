// Access tokens of linked shops: each shop's Ads API asks its grant for a bearer token; the token is
// refreshed when less than a minute remains or after a 401 (`renew`), once per grant however many callers
// ask at the same moment, and the new token is sealed back into the row. A revoked grant (Amazon's
// invalid_grant on refresh) marks the grant's shops `reauthorize` and answers 10031; so does a grant whose
// sealed tokens no longer open (the token key was lost or changed): only a new authorisation can help.
import type { AccessTokenSource, LwaClient, LwaTokens } from '../../amazon/ads-api';
import { isAdsApiError } from '../../amazon/ads-api-errors';
import type { AppDatabase } from '../../db/database';
import type { ShopGrantRow } from '../../db/database-schema';
import { AppError, HttpStatus } from '../../lib/app-error';
import { fromStoredTime, toStoredTime, type Clock } from '../../lib/clock';
import type { ShopsRepository, SealedTokens } from './shops-repository';
import type { TokenCipher } from './shop-token-cipher';

/** Refresh when less than this remains, so a token never expires in the middle of a request. */
export const REFRESH_MARGIN_MS = 60_000;

/** The additional data that binds a sealed token to its owner and its role. */
export function tokenContext(userId: number, role: 'refresh_token' | 'access_token'): string {
  return `shop-grant:${userId}:${role}`;
}

/** Seals a grant's tokens with the current key. */
export function sealTokens(
  cipher: TokenCipher,
  userId: number,
  tokens: LwaTokens,
  now: number,
): SealedTokens {
  return {
    key_id: cipher.currentKeyId,
    refresh_token_enc: cipher.seal(tokens.refreshToken, tokenContext(userId, 'refresh_token')),
    access_token_enc: cipher.seal(tokens.accessToken, tokenContext(userId, 'access_token')),
    access_expires_at: toStoredTime(tokens.expiresAt),
    refreshed_at: toStoredTime(now),
  };
}

/** 10031: the seller must authorise again. */
export const reauthorizeError = () => new AppError(HttpStatus.badRequest, 10031, {}, 10031);
/** 10032: the shop has no authorisation (unlinked meanwhile). */
export const missingAuthorisationError = () => new AppError(HttpStatus.badRequest, 10032, {}, 10032);

export interface GrantTokensDeps {
  database: AppDatabase;
  clock: Clock;
  lwa: LwaClient;
  cipher: TokenCipher;
  repository: ShopsRepository;
  log: (event: string, fields: Record<string, unknown>) => void;
}

/** The token sources of every grant, sharing one refresh in flight per grant. */
export class GrantTokens {
  private readonly refreshing = new Map<number, Promise<string>>();

  constructor(private readonly deps: GrantTokensDeps) {}

  /** The token source of a shop; it follows the shop to a newer grant when the seller re-authorises. */
  forShop(shopId: string): AccessTokenSource {
    return {
      current: async () => {
        const grant = await this.grantOfShop(shopId);
        if (fromStoredTime(grant.access_expires_at) - this.deps.clock.now() > REFRESH_MARGIN_MS) {
          return this.openToken(grant, 'access_token');
        }
        return this.refresh(grant.id);
      },
      renew: async () => this.refresh((await this.grantOfShop(shopId)).id),
    };
  }

  /** Refreshes the grant's access token; concurrent callers share the one refresh in flight. */
  refresh(grantId: number): Promise<string> {
    const running = this.refreshing.get(grantId);
    if (running) return running;
    const refresh = this.refreshNow(grantId).finally(() => this.refreshing.delete(grantId));
    this.refreshing.set(grantId, refresh);
    return refresh;
  }

  private async grantOfShop(shopId: string): Promise<ShopGrantRow> {
    const { database, repository } = this.deps;
    const shop = await repository.shop(database.db, shopId);
    if (!shop || shop.grant_id === null) throw missingAuthorisationError();
    if (shop.status === 'reauthorize') throw reauthorizeError();
    const grant = await repository.grant(database.db, shop.grant_id);
    if (!grant) throw missingAuthorisationError();
    return grant;
  }

  /**
   * A token of the grant in plain text. A value that does not open (its key is no longer configured, or it
   * was altered) can never be used again: the grant's shops become `reauthorize` and the caller gets 10031
   * instead of a failure that looks like Amazon's or the server's.
   */
  private async openToken(grant: ShopGrantRow, role: 'refresh_token' | 'access_token'): Promise<string> {
    const { cipher, repository, database, log } = this.deps;
    const sealed = role === 'refresh_token' ? grant.refresh_token_enc : grant.access_token_enc;
    try {
      return cipher.open(sealed, grant.key_id, tokenContext(grant.user_id, role));
    } catch {
      await repository.markGrantReauthorize(database.db, grant.id);
      log('shops.grantUnreadable', {
        grantId: grant.id,
        userId: grant.user_id,
        keyId: grant.key_id,
        keyKnown: cipher.knows(grant.key_id),
      });
      throw reauthorizeError();
    }
  }

  private async refreshNow(grantId: number): Promise<string> {
    const { database, repository, cipher, lwa, clock, log } = this.deps;
    const grant = await repository.grant(database.db, grantId);
    if (!grant) throw missingAuthorisationError();
    const refreshToken = await this.openToken(grant, 'refresh_token');
    let tokens: LwaTokens;
    try {
      tokens = await lwa.refresh(refreshToken);
    } catch (error) {
      if (!isAdsApiError(error, 'invalidGrant')) throw error;
      await repository.markGrantReauthorize(database.db, grantId);
      log('shops.grantRevoked', { grantId, userId: grant.user_id });
      throw reauthorizeError();
    }
    // Re-sealing both tokens also moves a grant sealed with a previous key onto the current one.
    await repository.updateGrantTokens(
      database.db,
      grantId,
      sealTokens(cipher, grant.user_id, tokens, clock.now()),
    );
    return tokens.accessToken;
  }
}

/**
 * A token source over tokens just received (the profile listing right after the code exchange); `latest`
 * answers the tokens to store, renewed ones included.
 */
export function freshTokenSource(
  lwa: LwaClient,
  initial: LwaTokens,
): AccessTokenSource & { latest(): LwaTokens } {
  let tokens = initial;
  return {
    current: () => Promise.resolve(tokens.accessToken),
    renew: async () => {
      tokens = await lwa.refresh(tokens.refreshToken);
      return tokens.accessToken;
    },
    latest: () => tokens,
  };
}
