// Deterministic randomness for the Amazon fake: a seeded generator (mulberry32 over an FNV-1a hash of a
// text seed), so one seed always yields the same account and the same daily figures, across restarts.

/** A 32-bit FNV-1a hash of `text`. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator with the few draws the fake needs. */
export class SeededRandom {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  }

  /** 0 <= x < 1. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of `items`. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct elements of `items` (all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return chosen;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A decimal number of `digits` digits without a leading zero (ids that look like Amazon's). */
  digits(digits: number): string {
    let text = String(this.int(1, 9));
    while (text.length < digits) text += String(this.int(0, 9));
    return text;
  }

  /** Upper-case letters and digits (merchant ids, entity ids). */
  token(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'): string {
    let text = '';
    while (text.length < length) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
}

/** Rounds to cents (money and bids). */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
