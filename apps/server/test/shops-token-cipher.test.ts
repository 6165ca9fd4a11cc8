// Shop tokens at rest: sealed values open only with the right key and context, a rotated key still opens
// older rows, and outside production a missing key is generated once into a file only the owner can read.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATED_KEY_FILE,
  createTokenCipher,
  loadTokenKey,
  tokenKeyId,
} from '../src/modules/shops/shop-token-cipher';

const oldKey = Buffer.alloc(32, 1);
const newKey = Buffer.alloc(32, 2);

describe('shop token cipher', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('seals with a fresh nonce and opens only with the same key and context', () => {
    const cipher = createTokenCipher(oldKey);
    const sealed = cipher.seal('Atzr|secret', 'shop-grant:1:refresh_token');
    expect(sealed).not.toContain('secret');
    expect(cipher.seal('Atzr|secret', 'shop-grant:1:refresh_token')).not.toBe(sealed);
    expect(cipher.open(sealed, cipher.currentKeyId, 'shop-grant:1:refresh_token')).toBe('Atzr|secret');
    expect(() => cipher.open(sealed, cipher.currentKeyId, 'shop-grant:2:refresh_token')).toThrow();
    const [format, nonce, tag, body = ''] = sealed.split('.');
    const altered = [format, nonce, tag, `${body.slice(0, -2)}AA`].join('.');
    expect(() => cipher.open(altered, cipher.currentKeyId, 'shop-grant:1:refresh_token')).toThrow();
    expect(() =>
      createTokenCipher(newKey).open(sealed, tokenKeyId(oldKey), 'shop-grant:1:refresh_token'),
    ).toThrow(/Unknown shop token key/);
  });

  it('opens rows of a previous key after rotation and seals new ones with the current key', () => {
    const sealedBefore = createTokenCipher(oldKey).seal('Atza|old', 'ctx');
    const rotated = createTokenCipher(newKey, [oldKey]);
    expect(rotated.currentKeyId).toBe(tokenKeyId(newKey));
    expect(rotated.open(sealedBefore, tokenKeyId(oldKey), 'ctx')).toBe('Atza|old');
    expect(rotated.open(rotated.seal('Atza|new', 'ctx'), tokenKeyId(newKey), 'ctx')).toBe('Atza|new');
  });

  it('generates the development key once, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adplan-key-'));
    dirs.push(dir);
    const first = loadTokenKey(null, dir);
    const file = join(dir, GENERATED_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
    expect(loadTokenKey(null, dir)).toEqual(first);
    expect(loadTokenKey(newKey.toString('base64'), dir)).toEqual(newKey);
  });
});
