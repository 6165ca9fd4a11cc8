// Where ASIN facts come from: a marketplace catalogue (the linked-shop provider comes later). Without one
// the ASIN calls check the format and then say honestly that the ASIN could not be verified online; they
// never invent a verdict.
import type { Marketplace } from '@adplan/contracts';

/** What a catalogue knows of one ASIN. */
export interface CatalogueListing {
  asin: string;
  /** False for a parent (variation family) ASIN: only child ASINs can be advertised. */
  isChild: boolean;
  price?: number;
  currency?: string;
}

/** A marketplace catalogue. */
export interface CatalogueProvider {
  /** Whether a real marketplace source is configured. */
  readonly online: boolean;
  /** The listing, or null when the marketplace has no such ASIN. Throws on a provider failure. */
  listing(asin: string, marketplace: Marketplace): Promise<CatalogueListing | null>;
  /** 1 when `competitor` is a strong competitor for `advertised`, 0 when weak. Throws on a provider failure. */
  competitorStrength(advertised: string, competitor: string, marketplace: Marketplace): Promise<0 | 1>;
}

/** Thrown by a catalogue that cannot answer (none configured, or the marketplace did not respond). */
export class CatalogueUnavailableError extends Error {
  constructor() {
    super('no marketplace catalogue is available');
    this.name = 'CatalogueUnavailableError';
  }
}

/** The catalogue of a deployment without a marketplace provider: it can never verify anything. */
export const offlineCatalogue: CatalogueProvider = {
  online: false,
  listing() {
    return Promise.reject(new CatalogueUnavailableError());
  },
  competitorStrength() {
    return Promise.reject(new CatalogueUnavailableError());
  },
};
