// Shop tokens at rest (ADR 0012): AES-256-GCM with a random 96-bit nonce per value and the owner bound in
// as additional data, so a ciphertext copied onto another row does not decrypt. Every row names the key
// that sealed it (`key_id`, a fingerprint of the key), so a new key can take over while the previous ones
// still open older rows until they are re-sealed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDirectory } from '../../config/data-directory';

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const KEY_BYTES = 32;
/** Format tag of a sealed value, so a later format can live beside this one. */
const FORMAT = 'v1';

/** Seals and opens token text. */
export interface TokenCipher {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  /** `v1.<nonce>.<tag>.<ciphertext>` (base64url) bound to `context`. */
  seal(plain: string, context: string): string;
  /** The plain text; throws when the key is unknown, the value was altered or the context differs. */
  open(sealed: string, keyId: string, context: string): string;
  /** Whether the key `keyId` is one this cipher holds (current or previous). */
  knows(keyId: string): boolean;
}

/** A key's id: the first 16 hex digits of its SHA-256 (names the key without revealing it). */
export function tokenKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** Decodes a base64 key, refusing anything but 32 bytes. */
export function decodeTokenKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('A shop token key must be 32 bytes in base64');
  return key;
}

/** A cipher sealing with `current` and opening with it or any of `previous` (key rotation). */
export function createTokenCipher(current: Buffer, previous: Buffer[] = []): TokenCipher {
  const keys = new Map<string, Buffer>([current, ...previous].map((key) => [tokenKeyId(key), key]));
  const currentKeyId = tokenKeyId(current);
  return {
    currentKeyId,
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, current, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [FORMAT, ...parts].join('.');
    },
    open(sealed, keyId, context) {
      const key = keys.get(keyId);
      if (!key) throw new Error(`Unknown shop token key ${keyId}`);
      const [format, nonce = '', tag = '', body = ''] = sealed.split('.');
      if (format !== FORMAT) throw new Error('Unknown shop token format');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    knows: (keyId) => keys.has(keyId),
  };
}

/** Name of the generated key file inside the data directory (outside production only). */
export const GENERATED_KEY_FILE = 'shop-token.key';

/**
 * The configured key, or outside production the key kept in `<dataDir>/shop-token.key`, generated once
 * with mode 0600 (the owner alone reads it). Production always configures AMAZON_ADS_TOKEN_KEY.
 */
export function loadTokenKey(configured: string | null, dataDir: string): Buffer {
  if (configured !== null) return decodeTokenKey(configured);
  const file = join(dataDir, GENERATED_KEY_FILE);
  try {
    return decodeTokenKey(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makeDirectory(dataDir);
  const key = randomBytes(KEY_BYTES);
  // `wx` fails when another process created the file meanwhile; then its key is the one to use.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeTokenKey(readFileSync(file, 'utf8').trim());
  }
}

/** A cipher whose keys are loaded on first use, so an app that never touches a shop writes no key file. */
export function lazyTokenCipher(load: () => TokenCipher): TokenCipher {
  let cipher: TokenCipher | undefined;
  const get = () => (cipher ??= load());
  return {
    get currentKeyId() {
      return get().currentKeyId;
    },
    seal: (plain, context) => get().seal(plain, context),
    open: (sealed, keyId, context) => get().open(sealed, keyId, context),
    knows: (keyId) => get().knows(keyId),
  };
}
