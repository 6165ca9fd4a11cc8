// The sentences of the SP flows (structure reasons, product errors, warnings and summary notes) in zh
// (source of truth) and en.
import type { LocalizedText } from '../../model/units';

/** Reasons written beside structure rows. */
export const structureMessages = {
  createCampaign(
    name: string,
    budget: string,
    strategy: LocalizedText,
    targeting: 'manual' | 'auto',
  ): LocalizedText {
    const zhType = targeting === 'auto' ? '自动投放' : '手动投放';
    return {
      zh: `新建${zhType}广告活动「${name}」，每日预算 ${budget}，竞价策略「${strategy.zh}」（只降低时亚马逊只会降价，CPS 不会超出目标）`,
      en: `New ${targeting} campaign "${name}", daily budget ${budget}, bidding strategy "${strategy.en}" (with down-only Amazon only lowers bids, so the CPS stays within target)`,
    };
  },
  createAdGroup(name: string, defaultBid: string): LocalizedText {
    return {
      zh: `新建广告组「${name}」，默认竞价 ${defaultBid}（=目标 CPS × 先验转化率）`,
      en: `New ad group "${name}", default bid ${defaultBid} (= target CPS x prior conversion rate)`,
    };
  },
  createProductAd(sku: string): LocalizedText {
    return { zh: `投放 SKU「${sku}」的商品广告`, en: `Product ad for SKU "${sku}"` };
  },
  coldStartBid(
    what: LocalizedText,
    cps: string,
    organic: string,
    factors: LocalizedText,
    prior: string,
    bid: string,
    keyword: boolean,
  ): LocalizedText {
    return {
      zh: `冷启动「${what.zh}」：目标 CPS ${cps} × 先验转化率 ${prior}（自然转化率 ${organic} × ${factors.zh}）= ${bid}${keyword ? '（同一个词：精准 ≥ 词组 ≥ 广泛）' : ''}`,
      en: `Cold start "${what.en}": target CPS ${cps} x prior conversion rate ${prior} (organic conversion rate ${organic} x ${factors.en}) = ${bid}${keyword ? ' (for one term: exact >= phrase >= broad)' : ''}`,
    };
  },
  budgetChange(before: string, after: string): LocalizedText {
    return {
      zh: `每日预算按填写的参数调整：${before} → ${after}`,
      en: `Daily budget set from the parameters: ${before} -> ${after}`,
    };
  },
  expandedAsin(asin: string, orders: number, cps: string, bid: string): LocalizedText {
    return {
      zh: `ASIN ${asin} 已出 ${orders} 单且 CPS ${cps} 明显低于目标：增加扩展投放 asin-expanded（覆盖相似商品），竞价 ${bid}`,
      en: `ASIN ${asin} has ${orders} orders at CPS ${cps}, well below target: add expanded targeting asin-expanded (similar products) at ${bid}`,
    };
  },
  expandedAsinOnce(asin: string, campaign: string): LocalizedText {
    return {
      zh: `ASIN ${asin} 的扩展投放 asin-expanded 已在本方案的另一个广告活动中为同一商品添加：广告活动「${campaign}」不再重复添加（两处会互相争抢同一流量）`,
      en: `Expanded targeting asin-expanded of ASIN ${asin} is already added for the same product in another campaign of this plan: not added again in campaign "${campaign}" (the two would compete for the same traffic)`,
    };
  },
};

/** Messages of product errors raised by the flows (spec §8 codes). */
export const flowErrors = {
  campaignNotFound(which: string): LocalizedText {
    return {
      zh: `广告活动名称或 ID 不正确：批量表中找不到「${which}」`,
      en: `Campaign name or ID is incorrect: "${which}" is not in the bulk sheet`,
    };
  },
  campaignWrongType(name: string, expected: 'manual' | 'auto'): LocalizedText {
    const zh = expected === 'auto' ? '自动投放' : '手动投放';
    return {
      zh: `广告活动「${name}」不是${zh}广告活动，请检查广告活动名称或 ID`,
      en: `Campaign "${name}" is not a ${expected} campaign; please check the campaign name or ID`,
    };
  },
  noSku: {
    zh: '无法获取 SKU 信息：请填写 SKU，或确认该广告活动有已启用且符合条件的商品广告',
    en: 'Cannot get the SKU: give the SKU, or make sure the campaign has an enabled, eligible product ad',
  } satisfies LocalizedText,
  bulkRequired: {
    zh: '缺少批量操作表格：该方案需要上传从亚马逊下载的批量表格',
    en: 'The bulk sheet is missing: this plan needs the bulk file downloaded from Amazon',
  } satisfies LocalizedText,
  noSearchTermReport: {
    zh: '缺少搜索词报告：请在下载批量表格时勾选「搜索词数据」，或上传商品推广搜索词报告',
    en: 'The search term report is missing: tick "search term data" when downloading the bulk sheet, or upload the SP search term report',
  } satisfies LocalizedText,
  noValidAds(name: string): LocalizedText {
    return {
      zh: `广告活动「${name}」没有有效的广告数据（没有已启用的广告组和投放）`,
      en: `Campaign "${name}" has no valid ads data (no enabled ad group with targets)`,
    };
  },
  noCampaignForAsin(asin: string, kind: LocalizedText): LocalizedText {
    return {
      zh: `没有投放该 ASIN（${asin}）的${kind.zh}广告活动`,
      en: `No ${kind.en} campaign advertises this ASIN (${asin})`,
    };
  },
  inactiveCampaignsForAsin(asin: string, kind: LocalizedText, names: string): LocalizedText {
    return {
      zh: `投放该 ASIN（${asin}）的${kind.zh}广告活动（${names}）都已暂停、归档或其广告不在投放：请先启用，或按名称选择广告活动`,
      en: `Every ${kind.en} campaign advertising this ASIN (${asin}) is paused, archived or has no serving ad (${names}): enable it first, or choose the campaign by name`,
    };
  },
  noProductTargetsForColdStart: {
    zh: '没有可用于冷启动的商品投放：请至少填写一个有效的竞品 ASIN（不能是自己的 ASIN）',
    en: 'No product targets for the cold start: give at least one valid competitor ASIN (not your own)',
  } satisfies LocalizedText,
  noManualProductTargets(name: string): LocalizedText {
    return {
      zh: `广告活动「${name}」的广告组中没有手动商品投放（asin="…"）`,
      en: `The ad groups of campaign "${name}" hold no manual product targets (asin="…")`,
    };
  },
};

/** Warnings and notes of the flows. */
export const flowNotes = {
  optimisationHint(name: string, clicks: number): LocalizedText {
    return {
      zh: `广告活动「${name}」已有 ${clicks} 次点击（超过 1000），建议改用优化方案`,
      en: `Campaign "${name}" already has ${clicks} clicks (over 1000); the optimisation plan suits it better`,
    };
  },
  incompleteAttribution(window: string, days: number): LocalizedText {
    return {
      zh: `数据区间 ${window} 的最后 ${days} 天订单归因尚未完成，订单偏少：止损与否定判断偏保守，建议下载截至 3 天前的数据`,
      en: `The last ${days} day(s) of the window ${window} are not fully attributed yet, so orders are under-counted; stop-loss and negation err on the strict side. Download data ending at least 3 days ago`,
    };
  },
  unknownWindow: {
    zh: '无法从文件名读出数据区间：请确认下载的数据不含最近 3 天（归因未完成），按 60 天估算每日花费',
    en: 'The data window could not be read from the file name: make sure the data excludes the last 3 days (attribution incomplete); daily spend is estimated over 60 days',
  } satisfies LocalizedText,
  skippedKeyword(text: string, why: LocalizedText): LocalizedText {
    return { zh: `跳过「${text}」：${why.zh}`, en: `Skipped "${text}": ${why.en}` };
  },
  emptyAdGroupLeftOut(group: string): LocalizedText {
    return {
      zh: `新广告组「${group}」没有要投放的关键词或商品（都已在账户中投放），因此不创建，避免出现空广告组`,
      en: `The new ad group "${group}" would hold no keyword or target (all already run in the account), so it is not created: no empty ad group`,
    };
  },
  targetInOtherAdGroup(text: string, group: string): LocalizedText {
    return {
      zh: `「${text}」已在本广告活动的广告组「${group}」中投放，未在新广告组中重复添加`,
      en: `"${text}" is already targeted in ad group "${group}" of this campaign; not added again in another group`,
    };
  },
  keywordExists(text: string, group: string): LocalizedText {
    return {
      zh: `「${text}」已在广告组「${group}」中，未重复添加`,
      en: `"${text}" already exists in ad group "${group}"; not added again`,
    };
  },
  negatedByseller(text: string, group: string): LocalizedText {
    return {
      zh: `「${text}」已被卖家在广告组「${group}」中否定，尊重该设置未添加`,
      en: `"${text}" is negated by the seller in ad group "${group}"; respected, not added`,
    };
  },
  bidsChangedInWindow(campaign: string, targets: readonly string[]): LocalizedText {
    const shown = targets.slice(0, 3);
    const more = targets.length - shown.length;
    const zhList = shown.map((t) => `「${t}」`).join('、') + (more > 0 ? ` 等 ${targets.length} 个` : '');
    const enList = shown.map((t) => `"${t}"`).join(', ') + (more > 0 ? ` and ${more} more` : '');
    return {
      zh: `广告活动「${campaign}」的竞价在数据范围内改过：${zhList}的点击单价与今天的竞价对不上（远高于今天竞价能付的上限，或远低于活动的常见比例）。它们不计入点击单价与竞价之比，比例法按点击当时的竞价计算，避免重复降价或加价。`,
      en: `Campaign "${campaign}": bids changed during the window. ${enList} paid a cost per click that does not fit today's bid (far above what it can pay, or far below the campaign's usual ratio); they are left out of the CPC-to-bid ratio and the proportional rule starts from the bid their clicks were bought at, so a change already made is not made twice.`,
    };
  },
  budgetAdvice(campaign: string, budget: string, recommended: string, spend: string): LocalizedText {
    return {
      zh: `广告活动「${campaign}」的每日预算 ${budget} 低于建议预算 ${recommended}（该活动预计每日花费 ${spend} 的 3 倍），广告可能提前下线`,
      en: `Campaign "${campaign}": daily budget ${budget} is below the recommended ${recommended} (3x its expected daily spend of ${spend}); the ads may stop early`,
    };
  },
  budgetSpread(total: string, parts: string): LocalizedText {
    return {
      zh: `每日预算 ${total} 按各广告活动在数据范围内的花费占比分配：${parts}`,
      en: `The daily budget of ${total} is spread over the campaigns by their share of the window's spend: ${parts}`,
    };
  },
  budgetSpreadAboveTotal(total: string, sum: string): LocalizedText {
    return {
      zh: `按占比分配后有的活动低于亚马逊最低预算，已提高到最低值：合计 ${sum}，高于填写的 ${total}`,
      en: `Some shares were under Amazon's minimum budget and were raised to it: together ${sum}, above the ${total} entered`,
    };
  },

  noSearchTermsForCampaign(name: string): LocalizedText {
    return {
      zh: `广告活动「${name}」没有搜索词数据（10005）：本次只调整竞价和广告位`,
      en: `Campaign "${name}" has no search term data (10005): only bids and placements are changed this time`,
    };
  },
  bothSearchTermSources: {
    zh: '同时有批量表格的搜索词页和搜索词报告：报告覆盖的广告活动使用报告数据，其余广告活动使用批量表格的搜索词页，避免重复计算',
    en: 'Both the bulk search term tab and a search term report were given: the campaigns the report covers use the report, every other campaign the bulk tab, so nothing is counted twice',
  } satisfies LocalizedText,
  asinTermInKeywordGroup(term: string): LocalizedText {
    return {
      zh: `ASIN 搜索词「${term}」出现在关键词广告组中：关键词广告组不能否定或投放商品，请在 ASIN 方案中处理`,
      en: `ASIN search term "${term}" came from a keyword ad group, which cannot hold product targets or negative products; handle it in the ASIN plan`,
    };
  },
  keywordTermWithoutDestination(term: string, campaign: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在广告活动「${campaign}」中转化良好，但该活动不适合放入精准关键词（商品投放活动或单关键词活动）：请在关键词广告活动中把它添加为精准关键词`,
      en: `Search term "${term}" converts well in campaign "${campaign}", which cannot take exact keywords (a product-targeting or single-keyword campaign): add it as an exact keyword in a keyword campaign`,
    };
  },
  isolatedExisting(term: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」已是广告活动「${campaign}」广告组「${group}」中的精准投放：不重复收割，只在来源广告组否定精准，把流量交给已有投放`,
      en: `Search term "${term}" is already an exact target in campaign "${campaign}", ad group "${group}": not harvested again, only negated exact in its source so the existing target gets the traffic`,
    };
  },
  existingNotServing(term: string, campaign: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」已是广告活动「${campaign}」广告组「${group}」中的精准投放，但它未启用：没有重复创建，也没有在来源否定；请先启用该投放`,
      en: `Search term "${term}" is already an exact target in campaign "${campaign}", ad group "${group}", but it is not enabled: nothing duplicated and nothing negated in its source; enable that target first`,
    };
  },
  negationSkippedConverter(term: string): LocalizedText {
    return {
      zh: `搜索词「${term}」在本广告活动没有订单，但在同一商品的其他广告活动中有订单：不否定`,
      en: `Search term "${term}" has no order in this campaign but converts in another campaign of the same product: not negated`,
    };
  },
  negationSkippedOwnKeyword(term: string): LocalizedText {
    return {
      zh: `搜索词「${term}」是卖家已启用的关键词：不否定（由竞价规则判断该关键词）`,
      en: `Search term "${term}" is one of the seller's enabled keywords: not negated (the bid rules judge that keyword)`,
    };
  },
  staleData(end: string, days: number): LocalizedText {
    return {
      zh: `批量文件的数据截止于 ${end}，距今已有 ${days} 天：市场和竞价早已变化，按它优化有风险；请重新下载最近 60 天的批量文件`,
      en: `The bulk file's data ends on ${end}, ${days} days ago: the market and bids have moved since; optimising on it is risky, download a fresh export of the last 60 days`,
    };
  },
  campaignNotEnabled(name: string, state: string): LocalizedText {
    return {
      zh: `广告活动「${name}」当前为「${state}」：本方案对它的调整在它启用前不会产生效果`,
      en: `Campaign "${name}" is ${state}: the changes of this plan take effect only once it is enabled`,
    };
  },
  inactiveCampaignLeftOut(name: string, state: string): LocalizedText {
    return {
      zh: `广告活动「${name}」也投放该 ASIN，但它（或其广告组、广告）当前为「${state}」，不在投放：本方案未包含它；如需优化，请按名称选择它`,
      en: `Campaign "${name}" advertises the ASIN too but is not serving (it, its ad group or its ad is ${state}): left out of this plan; choose it by name to optimise it`,
    };
  },
  archivedCampaignSkipped(name: string): LocalizedText {
    return {
      zh: `广告活动「${name}」已归档，亚马逊不允许修改已归档的实体：已跳过`,
      en: `Campaign "${name}" is archived and Amazon does not allow archived entities to be changed: skipped`,
    };
  },
  strategyToDownOnly(name: string, ratio: number): LocalizedText {
    return {
      zh: `广告活动「${name}」使用「动态竞价-提高和降低」，实际点击价是竞价的 ${ratio} 倍：改为「动态竞价-只降低」，而不是把每个关键词都降价；关键词按新策略带来的较低点击价判断，在实测新点击价之前不提高任何竞价`,
      en: `Campaign "${name}" uses "Dynamic bids - up and down" and pays ${ratio}x its bids per click: the strategy is changed to "Dynamic bids - down only" instead of cutting every keyword; its keywords are judged at the lower cost per click the new strategy brings, and no bid is raised before that cost is measured`,
    };
  },
  unreachableTarget(name: string, cpc: string, cvr: string, cps: string, target: string): LocalizedText {
    return {
      zh: `广告活动「${name}」的市场点击价约 ${cpc}，转化率约 ${cvr}，对应 CPS 约 ${cps}，远高于目标 ${target}：只靠降价达到目标会失去大部分流量，请复核目标 CPS 或提高转化率`,
      en: `Campaign "${name}" pays about ${cpc} per click at a conversion rate of about ${cvr}, a CPS of about ${cps}, far above the target ${target}: reaching it by cutting bids alone would lose most traffic; review the target CPS or the listing's conversion rate`,
    };
  },
  upAndDownStrategy(name: string): LocalizedText {
    return {
      zh: `广告活动「${name}」使用「动态竞价-提高和降低」：亚马逊可能把竞价提高最多 100%，实际 CPS 可能超出目标，建议改为「只降低」`,
      en: `Campaign "${name}" uses "Dynamic bids - up and down": Amazon may raise bids by up to 100% and the CPS can exceed the target; consider "down only"`,
    };
  },
  existingAutoGroupKept(group: string, clicks: number, state: string): LocalizedText {
    return {
      zh: `自动投放组 ${group} 已存在（状态 ${state}，${clicks} 次点击），冷启动不改动它：有数据的投放请用自动投放优化方案调整，暂停的投放保持暂停`,
      en: `Auto targeting group ${group} already exists (${state}, ${clicks} clicks) and is left as it is: a group with data is for the auto optimisation to judge, and a paused one stays paused`,
    };
  },
  competitorAsinsKept(asins: string): LocalizedText {
    return {
      zh: `竞品 ASIN ${asins} 已记录：关键词方案不投放商品，可用 ASIN 冷启动方案投放这些竞品`,
      en: `Competitor ASINs ${asins} noted: a keyword plan targets no products; use the ASIN cold start plan to target them`,
    };
  },
  ownAsinSkipped(asin: string): LocalizedText {
    return {
      zh: `${asin} 是广告商品自身的 ASIN，不投放`,
      en: `${asin} is the advertised product's own ASIN; not targeted`,
    };
  },
  harvestNotServing(term: string, group: string): LocalizedText {
    return {
      zh: `搜索词「${term}」的精准投放在广告组「${group}」中未启用（广告活动、广告组或投放本身已暂停/归档），所以没有在来源广告组否定它，以免该词完全停止展示；请先启用该投放`,
      en: `The exact target of search term "${term}" in ad group "${group}" is not enabled (its campaign, ad group or the target itself is paused or archived), so the term is not negated in its source, which would stop it from serving at all; enable the target first`,
    };
  },
  harvestDestination(campaign: string, group: string): LocalizedText {
    return {
      zh: `收割的精准投放写入广告活动「${campaign}」的广告组「${group}」`,
      en: `Harvested exact targets go to ad group "${group}" of campaign "${campaign}"`,
    };
  },
};

/** Display names of the SP bidding strategies. */
export const STRATEGY_NAMES = {
  downOnly: { zh: '动态竞价-只降低', en: 'Dynamic bids - down only' },
  upAndDown: { zh: '动态竞价-提高和降低', en: 'Dynamic bids - up and down' },
  fixed: { zh: '固定竞价', en: 'Fixed bid' },
} as const satisfies Record<string, LocalizedText>;
