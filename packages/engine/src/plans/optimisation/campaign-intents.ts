// What a campaign is for, as the seller names it (ADR 0032): "rank"/"TOS"/"冲排名" campaigns buy position and
// may run above the target cost per sale, "brand"/"防守" campaigns defend the seller's own searches and are
// never cut for cost alone, "catch-all"/"捡漏" campaigns keep low bids and are never expanded, "profit"/"利润"
// campaigns must meet a stricter target. The seller's override in the parameters always wins over the name.
import type { LocalizedText, Money, Ratio } from '../../model/units';

/** The intents a campaign can have; `standard` is every campaign whose name says nothing else. */
export type CampaignIntent = 'standard' | 'rank' | 'defensive' | 'catchAll' | 'profit';

/** Every intent, in the order a name is tested (the first that matches wins). */
export const CAMPAIGN_INTENTS: readonly CampaignIntent[] = [
  'defensive',
  'catchAll',
  'rank',
  'profit',
  'standard',
];

/** The constants of the intents (docs/algorithms.md §17.2). */
export const INTENT_CONSTANTS = {
  /** A rank campaign's target cost per sale is this multiple of the seller's (buying position costs more). */
  rankCpsAllowance: 1.3,
  /** A profit campaign's target cost per sale is this share of the seller's (it must leave margin). */
  profitCpsRatio: 0.8,
} as const;

/**
 * Words sellers write in campaign names, per intent: English words are matched as whole words (case ignored,
 * any non-letter separates them), Chinese words as parts of the name (Chinese names have no spaces).
 */
export const INTENT_WORDS: Readonly<
  Record<Exclude<CampaignIntent, 'standard'>, { en: string[]; zh: string[] }>
> = {
  defensive: {
    en: ['defensive', 'defense', 'defence', 'defend', 'brand', 'branded'],
    zh: ['防守', '防御', '品牌', '护城'],
  },
  catchAll: {
    en: ['catch all', 'catchall', 'low bid', 'lowbid', 'bargain', 'cheap clicks'],
    zh: ['捡漏', '撿漏', '低价', '低竞价', '低出价'],
  },
  rank: {
    en: ['rank', 'ranking', 'tos', 'top of search', 'launch', 'launching'],
    zh: ['排名', '冲排名', '冲榜', '首页', '置顶', '新品推广'],
  },
  profit: {
    en: ['profit', 'profitable', 'margin', 'roi'],
    zh: ['利润', '盈利'],
  },
};

/** The seller's intent choices in the parameters, by campaign ID or name. */
export type CampaignIntentOverrides = Readonly<Record<string, CampaignIntent>>;

/** The lower-case words of an English name, joined by single spaces and padded for phrase tests. */
const paddedWords = (name: string): string =>
  ` ${name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .join(' ')} `;

/** The intent a campaign's name says, `standard` when it says none. */
export function intentFromName(name: string): CampaignIntent {
  const words = paddedWords(name);
  const text = name.normalize('NFKC');
  for (const intent of CAMPAIGN_INTENTS) {
    if (intent === 'standard') continue;
    const lists = INTENT_WORDS[intent];
    if (lists.en.some((w) => words.includes(` ${w} `)) || lists.zh.some((w) => text.includes(w)))
      return intent;
  }
  return 'standard';
}

/** The seller's choice for the campaign's ID or its name (case and width ignored), if any. */
function overrideOf(
  campaign: { id: string; name: string },
  overrides: CampaignIntentOverrides | undefined,
): CampaignIntent | undefined {
  if (!overrides) return undefined;
  const byId = overrides[campaign.id];
  if (byId) return byId;
  const name = campaign.name.normalize('NFKC').trim().toLowerCase();
  return Object.entries(overrides).find(([key]) => key.normalize('NFKC').trim().toLowerCase() === name)?.[1];
}

/** The campaign's intent: the seller's choice for its ID or its name, else the one its name says. */
export function campaignIntentOf(
  campaign: { id: string; name: string },
  overrides: CampaignIntentOverrides | undefined,
): CampaignIntent {
  return overrideOf(campaign, overrides) ?? intentFromName(campaign.name);
}

/** True when the seller's override decides the campaign's intent (else its name does). */
export function intentIsOverridden(
  campaign: { id: string; name: string },
  overrides: CampaignIntentOverrides | undefined,
): boolean {
  return overrideOf(campaign, overrides) !== undefined;
}

/** The target cost per sale a campaign of this intent is judged by. */
export function intentTargetCostPerSale(intent: CampaignIntent, targetCostPerSale: Money): Money {
  const scale: Ratio =
    intent === 'rank'
      ? INTENT_CONSTANTS.rankCpsAllowance
      : intent === 'profit'
        ? INTENT_CONSTANTS.profitCpsRatio
        : 1;
  return targetCostPerSale * scale;
}

/** The intent's name in the seller's languages. */
export const INTENT_NAMES: Readonly<Record<CampaignIntent, LocalizedText>> = {
  standard: { zh: '常规', en: 'standard' },
  rank: { zh: '冲排名', en: 'rank' },
  defensive: { zh: '品牌防守', en: 'defensive' },
  catchAll: { zh: '低价捡漏', en: 'catch-all' },
  profit: { zh: '利润', en: 'profit' },
};

/** What the intent changes, in the seller's languages (appended to the campaign's explanation rows). */
export function intentExplanation(intent: CampaignIntent, byName: boolean): LocalizedText {
  const source = byName
    ? { zh: '按活动名称识别', en: 'read from its name' }
    : { zh: '卖家设定', en: 'set by you' };
  const name = INTENT_NAMES[intent];
  const rule: LocalizedText =
    intent === 'rank'
      ? {
          zh: `目标单次订单成本放宽到 ${INTENT_CONSTANTS.rankCpsAllowance} 倍`,
          en: `target cost per sale allowed up to ${INTENT_CONSTANTS.rankCpsAllowance}x`,
        }
      : intent === 'profit'
        ? {
            zh: `目标单次订单成本收紧到 ${INTENT_CONSTANTS.profitCpsRatio} 倍`,
            en: `target cost per sale tightened to ${INTENT_CONSTANTS.profitCpsRatio}x`,
          }
        : intent === 'defensive'
          ? { zh: '不因成本降价、暂停或否定', en: 'never lowered, paused or negated for cost alone' }
          : intent === 'catchAll'
            ? {
                zh: '保持低出价，不扩展、不收割进来',
                en: 'keeps low bids, never expanded nor harvested into',
              }
            : { zh: '按目标单次订单成本', en: 'judged at the target cost per sale' };
  return {
    zh: `活动意图：${name.zh}（${source.zh}；${rule.zh}）`,
    en: `Campaign intent: ${name.en} (${source.en}; ${rule.en})`,
  };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes every intent word once (English as whole words, any separator inside a phrase; Chinese as text). */
function stripOnce(name: string): string {
  let text = name;
  for (const lists of Object.values(INTENT_WORDS)) {
    for (const word of lists.zh) text = text.split(word).join(' ');
    for (const word of lists.en) {
      const pattern = word.split(' ').map(escapeRegExp).join('[^a-z0-9]+');
      text = text.replace(new RegExp(`(^|[^a-z0-9])${pattern}(?=$|[^a-z0-9])`, 'gi'), '$1 ');
    }
  }
  return text.replace(/\s+/g, ' ').replace(/^[\s\-_|/]+|[\s\-_|/]+$/g, '');
}

/**
 * The name without its intent words, for a campaign the engine derives from it (a harvest campaign of a
 * "catch-all" source must not read as a catch-all itself); `harvest` when nothing else is left.
 */
export function withoutIntentWords(name: string): string {
  let text = name.normalize('NFKC');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = stripOnce(text);
  }
  return text.length > 0 ? text : 'harvest';
}
