// Unit aliases: they carry meaning in signatures (the compiler does not separate them, the names do).

/** An amount in the marketplace's currency (USD, GBP, CAD or whole JPY). */
export type Money = number;
/** A ratio between 0 and 1 (conversion rate 0.12 = 12 %). */
export type Ratio = number;
/** A percentage as Amazon writes it in bulk sheets (placement +35 means +35 %). */
export type Percent = number;
/** A calendar date as Amazon's bulk sheets write it: `YYYYMMDD`. */
export type BulkDate = string;
/** Text in both console languages; zh-CN is the source of truth. */
export interface LocalizedText {
  zh: string;
  en: string;
}
