// Password hashing with argon2id. A sign-in for an unknown account still verifies against a dummy hash,
// so the answer takes as long as for a real account and timing does not reveal who is registered.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomToken } from '../../lib/secure-random';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 60 ms here). */
export const DEFAULT_ARGON2_COST: Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'> = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes and checks passwords. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `passwordHash`; an unknown account passes `null` and always gets false. */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/** An argon2id hasher; tests pass a lower cost to stay fast. */
export function createArgon2Hasher(cost = DEFAULT_ARGON2_COST): PasswordHasher {
  const options: Options = { ...cost, algorithm: ARGON2ID };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      dummyHash ??= hash(randomToken(16), options);
      const target = passwordHash ?? (await dummyHash);
      const matches = await verify(target, password).catch(() => false);
      return passwordHash !== null && matches;
    },
  };
}
