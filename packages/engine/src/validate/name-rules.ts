// Campaign, ad group and other seller-visible texts (reference §2.2): lengths, allowed characters, no
// surrounding spaces, uniqueness, and no formula-like start (see write/formula-safety.ts for why).
import type { BulkColumn } from '../amazon/bulk-columns';
import type { BulkRow } from '../model/bulk-row';
import { NAME_SYMBOLS, disallowedCharacters, showCharacters } from './text-characters';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';
import { campaignKey } from './validation-context';

const CAMPAIGN_NAME_MAX = 128;
const AD_GROUP_NAME_MAX = 255;

/** Free-text cells a seller or a flow fills (ID-like and list cells are checked elsewhere). */
function textCells(row: BulkRow): Array<[BulkColumn, string | undefined]> {
  const common: Array<[BulkColumn, string | undefined]> = [
    ['campaignName', row.campaignName],
    ['adGroupName', row.adGroupName],
  ];
  if (row.product === 'sponsoredProducts') return [...common, ['sku', row.sku]];
  return [
    ...common,
    ['adName', row.adName],
    ['brandName', row.brandName],
    ['creativeHeadline', row.creativeHeadline],
  ];
}

/** Length and character rules of a campaign or ad group name. */
function nameShape(located: LocatedRow, column: BulkColumn, name: string, max: number): Violation[] {
  const label =
    column === 'campaignName'
      ? { zh: '广告活动名称', en: 'Campaign name' }
      : { zh: '广告组名称', en: 'Ad group name' };
  const found: Violation[] = [];
  const length = [...name].length;
  if (length > max) {
    found.push(
      violationAt(located, column, 'name-length', {
        zh: `${label.zh}有 ${length} 个字符，最多 ${max} 个。`,
        en: `${label.en} has ${length} characters; at most ${max} are allowed.`,
      }),
    );
  }
  const bad = disallowedCharacters(name, NAME_SYMBOLS);
  if (bad.length > 0) {
    found.push(
      violationAt(located, column, 'name-characters', {
        zh: `${label.zh}含有亚马逊不允许的字符：${showCharacters(bad)}（允许字母、数字、空格和 ${NAME_SYMBOLS}；不允许 ! # % ^ < >、表情符号和全角标点）。`,
        en: `${label.en} contains characters Amazon does not allow: ${showCharacters(bad)} (allowed: letters, digits, spaces and ${NAME_SYMBOLS}; not ! # % ^ < >, emoji or full-width punctuation).`,
      }),
    );
  }
  return found;
}

/** Surrounding spaces of one text cell (formula-like starts are the writer's concern: see write/formula-safety.ts). */
function textHygiene(located: LocatedRow, column: BulkColumn, text: string): Violation[] {
  const found: Violation[] = [];
  if (text !== text.trim()) {
    found.push(
      violationAt(located, column, 'surrounding-spaces', {
        zh: `「${text}」开头或结尾有空格，亚马逊不接受。`,
        en: `"${text}" has leading or trailing spaces, which Amazon rejects.`,
      }),
    );
  }
  return found;
}

/** Per-row name and text rules. */
export function nameRules(located: LocatedRow): Violation[] {
  const { row } = located;
  const found: Violation[] = [];
  for (const [column, text] of textCells(row)) {
    if (text === undefined || text === '') continue;
    found.push(...textHygiene(located, column, text));
  }
  if (row.entity === 'campaign' && row.campaignName)
    found.push(...nameShape(located, 'campaignName', row.campaignName, CAMPAIGN_NAME_MAX));
  if (row.entity === 'adGroup' && row.adGroupName)
    found.push(...nameShape(located, 'adGroupName', row.adGroupName, AD_GROUP_NAME_MAX));
  return found;
}

/** Campaign names are unique per account: within the file and against the account's existing names. */
export function campaignNameUniquenessRule(context: ValidationContext): Violation[] {
  const owners = new Map<string, string>();
  const found: Violation[] = [];
  for (const located of context.rows) {
    const { row } = located;
    if (row.entity !== 'campaign' || !row.campaignName) continue;
    const name = row.campaignName.trim();
    const key = `${row.product}|${name}`;
    const owner = owners.get(key);
    if (owner !== undefined && owner !== campaignKey(row)) {
      found.push(
        violationAt(located, 'campaignName', 'duplicate-campaign-name', {
          zh: `广告活动名称「${name}」在文件中被多个广告活动使用，名称必须唯一。`,
          en: `Campaign name "${name}" is used by more than one campaign in this file; names must be unique.`,
        }),
      );
    } else if (row.operation === 'create' && context.existingCampaignNames.has(name)) {
      found.push(
        violationAt(located, 'campaignName', 'duplicate-campaign-name', {
          zh: `账户中已有名为「${name}」的广告活动，新广告活动需要换一个名称。`,
          en: `The account already has a campaign named "${name}"; a new campaign needs another name.`,
        }),
      );
    }
    if (owner === undefined) owners.set(key, campaignKey(row));
  }
  return found;
}

/** Ad group names are unique within their campaign. */
export function adGroupNameUniquenessRule(context: ValidationContext): Violation[] {
  const owners = new Map<string, string>();
  const found: Violation[] = [];
  for (const located of context.rows) {
    const { row } = located;
    if (row.entity !== 'adGroup' || !row.adGroupName) continue;
    const key = `${campaignKey(row)}|${row.adGroupName.trim()}`;
    const owner = owners.get(key);
    if (owner !== undefined && owner !== row.adGroupId) {
      found.push(
        violationAt(located, 'adGroupName', 'duplicate-ad-group-name', {
          zh: `同一广告活动中已有名为「${row.adGroupName}」的广告组，广告组名称在广告活动内必须唯一。`,
          en: `Ad group name "${row.adGroupName}" is already used in this campaign; ad group names must be unique within a campaign.`,
        }),
      );
    }
    if (owner === undefined) owners.set(key, row.adGroupId ?? '');
  }
  return found;
}
