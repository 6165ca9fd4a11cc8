// The sentences sellers read beside bid, search-term and placement decisions, in zh (source of truth)
// and en. Every figure in a sentence comes from the decision, formatted for the marketplace.
import type { Marketplace } from '@adplan/contracts';
import type { LocalizedText, Money, Percent, Ratio } from '../../model/units';
import { formatMoney, formatRatio } from './explain';
import { PLANNING_CONSTANTS } from './planning-constants';
import { asinOfSearchTerm } from './text-rules';

/** The figures bid sentences use. */
export interface BidMessageFigures {
  marketplace: Marketplace;
  clicks: number;
  orders: number;
  spend: Money;
  priorCvr: Ratio;
  smoothedCvr: Ratio;
  targetCps: Money;
  idealBid: Money;
  bidBefore: Money;
  bidAfter?: Money;
  /** Effective CPC / bid ratio the ideal bid was divided by (1: none known). */
  cpcRatio?: Ratio;
  /** Proportional bid: current bid x target CPS / measured CPS (targets above the data gate with orders). */
  proportionalBid?: Money;
  /** Clicks the data gate asks for. */
  gateClicks?: number;
  /** Impressions in the window (the evidence that a bid does or does not win auctions). */
  impressions?: number;
  /** The bid the window's clicks were bought at, when it differs from today's bid (bid changed in the window). */
  windowBid?: Money;
  /** What the clicks really cost when `spend` is scaled to the cost per click of this run's strategy change. */
  measuredSpend?: Money;
}

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

function basis(f: BidMessageFigures): LocalizedText {
  const m = (x: Money) => formatMoney(f.marketplace, x);
  const ratio = f.cpcRatio !== undefined && f.cpcRatio !== 1 ? Math.round(f.cpcRatio * 100) / 100 : undefined;
  const divide = ratio
    ? { zh: ` ÷ 实际点击价与竞价之比 ${ratio}`, en: ` / effective CPC-to-bid ratio ${ratio}` }
    : { zh: '', en: '' };
  const proportional =
    f.proportionalBid !== undefined
      ? {
          zh: `；比例法：当前竞价 ${m(f.bidBefore)} × 目标 CPS ÷ 实际 CPS ${m(f.spend / Math.max(1, f.orders))} = ${m(f.proportionalBid)}，与理想竞价按点击量加权`,
          en: `; proportional rule: current bid ${m(f.bidBefore)} x target CPS / measured CPS ${m(f.spend / Math.max(1, f.orders))} = ${m(f.proportionalBid)}, blended with the ideal bid by clicks`,
        }
      : { zh: '', en: '' };
  return {
    zh: `${f.clicks} 次点击 ${f.orders} 单，花费 ${m(f.spend)}；平滑转化率 ${formatRatio(f.smoothedCvr)}（先验 ${formatRatio(f.priorCvr)}）× 目标 CPS ${m(f.targetCps)}${divide.zh} = 理想竞价 ${m(f.idealBid)}${proportional.zh}`,
    en: `${f.clicks} clicks, ${f.orders} orders, spend ${m(f.spend)}; smoothed conversion rate ${formatRatio(f.smoothedCvr)} (prior ${formatRatio(f.priorCvr)}) x target CPS ${m(f.targetCps)}${divide.en} = ideal bid ${m(f.idealBid)}${proportional.en}`,
  };
}

function move(f: BidMessageFigures): { zh: string; en: string } {
  const m = (x: Money) => formatMoney(f.marketplace, x);
  return {
    zh: `${m(f.bidBefore)} → ${m(f.bidAfter ?? f.bidBefore)}`,
    en: `${m(f.bidBefore)} -> ${m(f.bidAfter ?? f.bidBefore)}`,
  };
}

/** Sentences of bid decisions. */
export const bidMessages = {
  toTarget(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const mv = move(f);
    const up = pct(PLANNING_CONSTANTS.maxBidStepUp);
    const down = pct(PLANNING_CONSTANTS.maxBidStepDown);
    return {
      zh: `${b.zh}；向理想竞价调整（每次最多 +${up}/-${down}）：${mv.zh}`,
      en: `${b.en}; moved toward the ideal bid (at most +${up}/-${down} per run): ${mv.en}`,
    };
  },
  stopLossCut(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const mv = move(f);
    const cut = pct(PLANNING_CONSTANTS.stopLossMaxBidStepDown);
    return {
      zh: `${b.zh}；无订单且花费已达目标 CPS 的 ${PLANNING_CONSTANTS.stopLossCutSpendMultiple} 倍，止损降价（每次最多 -${cut}）：${mv.zh}`,
      en: `${b.en}; no order after spending ${PLANNING_CONSTANTS.stopLossCutSpendMultiple}x the target CPS, stop-loss cut (at most -${cut} per run): ${mv.en}`,
    };
  },
  provenLoserCut(f: BidMessageFigures): LocalizedText {
    const c = PLANNING_CONSTANTS;
    const m = (x: Money) => formatMoney(f.marketplace, x);
    const base = f.windowBid ?? f.bidBefore;
    const cps = f.spend / Math.max(1, f.orders);
    const mv = move(f);
    const expected = f.measuredSpend !== undefined;
    const measured =
      f.orders > 0
        ? expected
          ? { zh: `预计 CPS ${m(cps)}`, en: `expected CPS ${m(cps)}` }
          : { zh: `实际 CPS ${m(cps)}`, en: `measured CPS ${m(cps)}` }
        : {
            zh: `无订单，花费 ${m(f.spend)} 按 1 单计`,
            en: `no order, its spend ${m(f.spend)} counted as one`,
          };
    const bought =
      f.windowBid !== undefined
        ? {
            zh: `（点击按窗口内的竞价约 ${m(base)} 买入）`,
            en: ` (its clicks were bought at about ${m(base)})`,
          }
        : { zh: '', en: '' };
    const paid = f.measuredSpend ?? f.spend;
    // After the switch to "down only" the evidence is what the clicks cost, the cut what they are expected to cost.
    const scaled = expected
      ? {
          zh: `改为「动态竞价-只降低」后这些点击预计共花费 ${m(f.spend)}。`,
          en: `After the switch to "Dynamic bids - down only" these clicks are expected to cost ${m(f.spend)}. `,
        }
      : { zh: '', en: '' };
    return {
      zh: `${f.clicks} 次点击 ${f.orders} 单，花费 ${m(paid)}：已证明亏损（至少 ${c.provenLoserMinClicks} 次点击，CPS 达目标 ${m(f.targetCps)} 的 ${c.provenLoserCpsMultiple} 倍以上）。${scaled.zh}按比例法降价，不受每次 ${pct(c.maxBidStepDown)} 的步长限制：竞价 ${m(base)}${bought.zh} × 目标 CPS ÷ ${measured.zh}，不低于站点最低竞价：${mv.zh}`,
      en: `${f.clicks} clicks, ${f.orders} orders, spend ${m(paid)}: a proven loser (at least ${c.provenLoserMinClicks} clicks, CPS at ${c.provenLoserCpsMultiple}x the ${m(f.targetCps)} target or worse). ${scaled.en}Cut by the proportional rule, not held at the ${pct(c.maxBidStepDown)} step: bid ${m(base)}${bought.en} x target CPS / ${measured.en}, never under the marketplace minimum: ${mv.en}`,
    };
  },
  pause(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const c = PLANNING_CONSTANTS;
    return {
      zh: `${b.zh}；无订单，花费达目标 CPS 的 ${c.stopLossPauseSpendMultiple} 倍且点击达先验每单点击数的 ${c.stopLossPauseClicksPerSaleMultiple} 倍，暂停`,
      en: `${b.en}; no order after ${c.stopLossPauseSpendMultiple}x the target CPS and ${c.stopLossPauseClicksPerSaleMultiple}x the prior clicks per sale: paused`,
    };
  },
  keepSmall(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    return {
      zh: `${b.zh}；与当前竞价相差不足 ${pct(PLANNING_CONSTANTS.minBidChangeRatio)}，保持不变`,
      en: `${b.en}; within ${pct(PLANNING_CONSTANTS.minBidChangeRatio)} of the current bid, kept`,
    };
  },
  keepMeetsTarget(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    return {
      zh: `${b.zh}；实际 CPS 已达标（不高于目标），不降价`,
      en: `${b.en}; the measured CPS meets the target, so the bid is not cut`,
    };
  },
  keepOverTarget(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    return {
      zh: `${b.zh}；实际 CPS 高于目标，不加价`,
      en: `${b.en}; the measured CPS is above target, so the bid is not raised`,
    };
  },
  keepBelowGate(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const gate = f.gateClicks ?? PLANNING_CONSTANTS.dataGateMinClicks;
    return {
      zh: `${b.zh}；点击不足 ${gate} 次（数据门槛），仅凭先验不降价`,
      en: `${b.en}; fewer than ${gate} clicks (the data gate), so the bid is not cut on the prior alone`,
    };
  },
  keepBelowGateWins(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const gate = f.gateClicks ?? PLANNING_CONSTANTS.dataGateMinClicks;
    return {
      zh: `${b.zh}；点击不足 ${gate} 次（数据门槛），且已有 ${f.impressions ?? 0} 次展示（竞价能赢得展示），仅凭先验不加价`,
      en: `${b.en}; fewer than ${gate} clicks (the data gate) and ${f.impressions ?? 0} impressions show the bid wins auctions, so it is not raised on the prior alone`,
    };
  },
  keepZeroClicks(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    return {
      zh: `${b.zh}；尚无点击但已有展示，保持不变等待数据`,
      en: `${b.en}; no click yet but it does win impressions, so it is left alone until data arrives`,
    };
  },
  raiseNoImpressions(f: BidMessageFigures): LocalizedText {
    const b = basis(f);
    const mv = move(f);
    return {
      zh: `${b.zh}；窗口内只有 ${f.impressions ?? 0} 次展示（不足 ${PLANNING_CONSTANTS.zeroClickMaxImpressions} 次），竞价赢不下展示，在目标 CPS 允许的范围内加价：${mv.zh}`,
      en: `${b.en}; only ${f.impressions ?? 0} impressions in the window (fewer than ${PLANNING_CONSTANTS.zeroClickMaxImpressions}), so the bid cannot win auctions and is raised within the target CPS: ${mv.en}`,
    };
  },
};

/** The figures search-term sentences use. */
export interface TermMessageFigures {
  marketplace: Marketplace;
  searchTerm: string;
  clicks: number;
  orders: number;
  spend: Money;
  targetCps: Money;
  costPerSale?: Money;
  minClicks?: number;
  bid?: Money;
}

/**
 * What a harvested term becomes (an ASIN term a product target, any other an exact keyword) and how its
 * source negates it.
 */
function harvestedAs(searchTerm: string): { target: LocalizedText; negation: LocalizedText } {
  return asinOfSearchTerm(searchTerm)
    ? { target: { zh: ' ASIN 定位', en: 'an ASIN target' }, negation: { zh: '该 ASIN', en: 'the ASIN' } }
    : { target: { zh: '精准投放', en: 'an exact target' }, negation: { zh: '精准', en: 'exact' } };
}

/** Sentences of search-term decisions. */
export const termMessages = {
  harvest(f: TermMessageFigures): LocalizedText {
    const m = (x: Money) => formatMoney(f.marketplace, x);
    const c = PLANNING_CONSTANTS;
    const cps = m(f.costPerSale ?? 0);
    const { target } = harvestedAs(f.searchTerm);
    return {
      zh: `搜索词「${f.searchTerm}」${f.clicks} 次点击 ${f.orders} 单，CPS ${cps} ≤ 目标 ${m(f.targetCps)} × ${c.harvestMaxCostPerSaleRatio}：收割为${target.zh}，竞价 ${m(f.bid ?? 0)}`,
      en: `Search term "${f.searchTerm}": ${f.clicks} clicks, ${f.orders} orders, CPS ${cps} <= target ${m(f.targetCps)} x ${c.harvestMaxCostPerSaleRatio}: harvested as ${target.en} at ${m(f.bid ?? 0)}`,
    };
  },
  isolate(f: TermMessageFigures): LocalizedText {
    const { target, negation } = harvestedAs(f.searchTerm);
    return {
      zh: `搜索词「${f.searchTerm}」已收割为${target.zh}，在来源广告组否定${negation.zh}，避免自我竞争`,
      en: `Search term "${f.searchTerm}" was harvested as ${target.en}; negated ${negation.en} in its source ad group so the two do not compete`,
    };
  },
  negate(f: TermMessageFigures): LocalizedText {
    const m = (x: Money) => formatMoney(f.marketplace, x);
    const c = PLANNING_CONSTANTS;
    return {
      zh: `搜索词「${f.searchTerm}」${f.clicks} 次点击 0 单，花费 ${m(f.spend)} ≥ 目标 CPS ${m(f.targetCps)} × ${c.negateSpendMultiple} 且点击 ≥ ${f.minClicks ?? 0}：否定`,
      en: `Search term "${f.searchTerm}": ${f.clicks} clicks, no order, spend ${m(f.spend)} >= target CPS ${m(f.targetCps)} x ${c.negateSpendMultiple} and clicks >= ${f.minClicks ?? 0}: negated`,
    };
  },
  keepProtected(f: TermMessageFigures): LocalizedText {
    return {
      zh: `搜索词「${f.searchTerm}」是品牌词或主搜索词（保护名单），永不否定`,
      en: `Search term "${f.searchTerm}" is a brand or main search term (protect list) and is never negated`,
    };
  },
  keepLowData(f: TermMessageFigures): LocalizedText {
    return {
      zh: `搜索词「${f.searchTerm}」${f.clicks} 次点击 ${f.orders} 单，数据不足以收割或否定，继续观察`,
      en: `Search term "${f.searchTerm}": ${f.clicks} clicks, ${f.orders} orders; not enough data to harvest or negate, kept`,
    };
  },
  keepExisting(f: TermMessageFigures): LocalizedText {
    return {
      zh: `搜索词「${f.searchTerm}」已投放或已否定，不重复`,
      en: `Search term "${f.searchTerm}" is already targeted or negated; nothing to add`,
    };
  },
  keepOverTarget(f: TermMessageFigures): LocalizedText {
    const m = (x: Money) => formatMoney(f.marketplace, x);
    return {
      zh: `搜索词「${f.searchTerm}」有 ${f.orders} 单但 CPS ${m(f.costPerSale ?? 0)} 高于收割门槛，保留并由竞价规则控制`,
      en: `Search term "${f.searchTerm}" has ${f.orders} orders but CPS ${m(f.costPerSale ?? 0)} is above the harvest limit; kept for the bid rules`,
    };
  },
};

/** The figures placement sentences use. */
export interface PlacementMessageFigures {
  placementName: LocalizedText;
  clicks: number;
  orders: number;
  smoothedCvr: Ratio;
  baselineCvr: Ratio;
  before: Percent;
  after: Percent;
  minClicks: number;
}

/** Sentences of placement decisions. */
export const placementMessages = {
  change(f: PlacementMessageFigures): LocalizedText {
    const step = PLANNING_CONSTANTS.placementMaxStepPoints;
    return {
      zh: `${f.placementName.zh}：${f.clicks} 次点击 ${f.orders} 单，平滑转化率 ${formatRatio(f.smoothedCvr)}，基准 ${formatRatio(f.baselineCvr)}；溢价按转化率之比设定（每次最多 ${step} 个百分点）：${f.before}% → ${f.after}%`,
      en: `${f.placementName.en}: ${f.clicks} clicks, ${f.orders} orders, smoothed conversion rate ${formatRatio(f.smoothedCvr)} vs baseline ${formatRatio(f.baselineCvr)}; adjustment set from the ratio (at most ${step} points per run): ${f.before}% -> ${f.after}%`,
    };
  },
  keepLowData(f: PlacementMessageFigures): LocalizedText {
    return {
      zh: `${f.placementName.zh}：${f.clicks} 次点击，少于判断所需的 ${f.minClicks} 次，保持 ${f.before}%`,
      en: `${f.placementName.en}: ${f.clicks} clicks, fewer than the ${f.minClicks} needed to judge; kept at ${f.before}%`,
    };
  },
  coldStart(placementName: LocalizedText, percent: Percent): LocalizedText {
    if (percent === 0) {
      return {
        zh: `${placementName.zh} 冷启动不加溢价：尚无该位置数据，基础竞价已按目标 CPS 设定`,
        en: `${placementName.en}: no cold-start adjustment; there is no data for this placement yet and the base bid already meets the target CPS`,
      };
    }
    return {
      zh: `${placementName.zh} 冷启动溢价 ${percent}%：搜索顶部转化率通常至少高出其他位置 ${percent}%，该溢价下仍达目标 CPS`,
      en: `${placementName.en} cold-start adjustment ${percent}%: top of search usually converts at least ${percent}% better than other placements, so the target CPS still holds`,
    };
  },
};

/** Display names of the SP placements. */
export const SP_PLACEMENT_NAMES = {
  top: { zh: '搜索结果顶部（首页）', en: 'Top of search (first page)' },
  productPage: { zh: '商品页面', en: 'Product pages' },
  restOfSearch: { zh: '搜索结果的其余位置', en: 'Rest of search' },
  amazonBusiness: { zh: '亚马逊企业购', en: 'Amazon Business' },
} as const satisfies Record<string, LocalizedText>;
