// Links customer search term rows to the keyword or product target that matched them: by Keyword ID
// or Product Targeting ID first, else by campaign name + ad group name + keyword text + match type
// (or targeting expression), the only keys console reports carry.
import type { AccountModel, Keyword, ProductTarget, SearchTermRow } from '../model/account';
import type { AdGroupId, CampaignId } from '../model/ids';
import { valueKey } from './alias-keys';

/** The campaign and ad group of an indexed keyword or target. */
interface Parent {
  campaignId: CampaignId;
  adGroupId: AdGroupId;
  campaignName: string;
  adGroupName: string;
}

interface Owner<T> {
  item: T;
  parent: Parent;
}

interface Index {
  keywordsById: Map<string, Owner<Keyword>>;
  targetsById: Map<string, Owner<ProductTarget>>;
  /** By names + text: built on first use, since rows of a bulk file link by ID (console reports need it). */
  byText(): Map<string, Owner<Keyword | ProductTarget>>;
}

const namesKey = (campaign: string, group: string) => `${valueKey(campaign)}\u0000${valueKey(group)}\u0000`;
const textKey = (text: string, match: string) => `${text.trim().toLowerCase()}\u0000${match}`;

type Visit = (parent: Parent, keywords: readonly Keyword[], targets: readonly ProductTarget[]) => void;

function forEachGroup(model: AccountModel, visit: Visit): void {
  const campaigns = [...model.sponsoredProducts.campaigns, ...model.sponsoredBrands.campaigns];
  for (const campaign of campaigns) {
    for (const group of campaign.adGroups) {
      const parent: Parent = {
        campaignId: campaign.id,
        adGroupId: group.id,
        campaignName: campaign.name,
        adGroupName: group.name,
      };
      visit(parent, group.keywords, group.productTargets);
    }
  }
}

function textIndex(model: AccountModel): Map<string, Owner<Keyword | ProductTarget>> {
  const byText = new Map<string, Owner<Keyword | ProductTarget>>();
  forEachGroup(model, (parent, keywords, targets) => {
    const prefix = namesKey(parent.campaignName, parent.adGroupName);
    for (const keyword of keywords)
      byText.set(prefix + textKey(keyword.text, keyword.matchType), { item: keyword, parent });
    for (const target of targets)
      byText.set(prefix + textKey(target.expression, 'target'), { item: target, parent });
  });
  return byText;
}

function buildIndex(model: AccountModel): Index {
  const keywordsById = new Map<string, Owner<Keyword>>();
  const targetsById = new Map<string, Owner<ProductTarget>>();
  forEachGroup(model, (parent, keywords, targets) => {
    for (const keyword of keywords) if (keyword.id) keywordsById.set(keyword.id, { item: keyword, parent });
    for (const target of targets) if (target.id) targetsById.set(target.id, { item: target, parent });
  });
  let byText: Map<string, Owner<Keyword | ProductTarget>> | undefined;
  return { keywordsById, targetsById, byText: () => (byText ??= textIndex(model)) };
}

function findOwner(index: Index, row: SearchTermRow): Owner<Keyword | ProductTarget> | undefined {
  if (row.keywordId) {
    const found = index.keywordsById.get(row.keywordId) ?? index.targetsById.get(row.keywordId);
    if (found) return found;
  }
  if (row.targetId) {
    const found = index.targetsById.get(row.targetId);
    if (found) return found;
  }
  const prefix = namesKey(row.campaignName ?? '', row.adGroupName ?? '');
  if (row.keywordText && row.matchType)
    return index.byText().get(prefix + textKey(row.keywordText, row.matchType));
  if (row.targetingExpression) return index.byText().get(prefix + textKey(row.targetingExpression, 'target'));
  return undefined;
}

function fill(row: SearchTermRow, owner: Owner<Keyword | ProductTarget>): void {
  row.campaignId ??= owner.parent.campaignId;
  row.adGroupId ??= owner.parent.adGroupId;
  row.campaignName ??= owner.parent.campaignName;
  row.adGroupName ??= owner.parent.adGroupName;
  const item = owner.item;
  if ('matchType' in item) {
    row.keywordId = item.id;
    delete row.targetId;
    row.keywordText ??= item.text;
    row.matchType ??= item.matchType;
  } else {
    row.targetId = item.id;
    if ((row.keywordId as string | undefined) === item.id) delete row.keywordId;
    row.targetingExpression ??= item.expression;
  }
}

/** Fills IDs, names, keyword text and expression of search term rows from the model; returns how many linked. */
export function linkSearchTerms(model: AccountModel, rows: SearchTermRow[]): number {
  if (rows.length === 0) return 0;
  const index = buildIndex(model);
  let linked = 0;
  for (const row of rows) {
    const owner = findOwner(index, row);
    if (!owner) continue;
    fill(row, owner);
    linked++;
  }
  return linked;
}
