// Which targeting a row may carry (reference §1.2.3, §1.2.5, §1.2.7): expression syntax per entity, the
// four auto groups only in SP auto campaigns (which take no keywords), keyword groups only in manual ones.
import type { BulkRow } from '../model/bulk-row';
import type { LocalizedText } from '../model/units';
import type { ExpressionKind } from './targeting-expression';
import { parseTargetingExpression } from './targeting-expression';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';
import { campaignKey } from './validation-context';

/** Expression kinds each (product, entity) accepts. */
function allowedKinds(row: BulkRow): readonly ExpressionKind[] {
  const negative = row.entity === 'negativeProductTargeting';
  if (negative) return ['asin', 'brand'];
  return row.product === 'sponsoredProducts'
    ? ['auto', 'asin', 'asinExpanded', 'keywordGroup', 'category']
    : ['asin', 'category'];
}

const KIND_TEXT: Record<ExpressionKind, LocalizedText> = {
  auto: { zh: '自动投放组', en: 'an auto targeting group' },
  asin: { zh: 'ASIN', en: 'an ASIN' },
  asinExpanded: { zh: '扩展 ASIN', en: 'an expanded ASIN' },
  keywordGroup: { zh: '关键词组', en: 'a keyword group' },
  category: { zh: '类目', en: 'a category' },
  brand: { zh: '单独的品牌', en: 'a brand alone' },
};

const autoViolation = (
  located: LocatedRow,
  column: 'keywordText' | 'productTargetingExpression',
  message: LocalizedText,
): Violation => violationAt(located, column, 'auto-campaign-targeting', message);

/** Auto/manual campaign restrictions for a parsed expression. */
function campaignTypeRule(
  located: LocatedRow,
  kind: ExpressionKind,
  context: ValidationContext,
): Violation[] {
  const { row } = located;
  if (row.product !== 'sponsoredProducts' || row.entity !== 'productTargeting') return [];
  const type = context.index.targetingTypes.get(campaignKey(row));
  if (type === 'auto' && kind !== 'auto')
    return [
      autoViolation(located, 'productTargetingExpression', {
        zh: '自动投放广告活动只能使用 close-match、loose-match、substitutes、complements 四个自动投放组（以及否定投放）。',
        en: 'An auto campaign takes only the four auto groups close-match, loose-match, substitutes and complements (plus negatives).',
      }),
    ];
  if (type === 'manual' && kind === 'auto')
    return [
      autoViolation(located, 'productTargetingExpression', {
        zh: '自动投放组只能用于自动投放广告活动，该广告活动是手动投放。',
        en: 'Auto targeting groups are only valid in auto campaigns; this campaign is manual.',
      }),
    ];
  return [];
}

/** Expression syntax, entity fit and campaign type of a Create targeting row. */
function expressionRule(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  const text = row.productTargetingExpression;
  const isTarget = row.entity === 'productTargeting' || row.entity === 'negativeProductTargeting';
  if (!isTarget || row.operation !== 'create' || !text) return [];
  const parsed = parseTargetingExpression(text);
  if (!parsed.ok)
    return [violationAt(located, 'productTargetingExpression', 'targeting-expression', parsed.reason)];
  const allowed = allowedKinds(row);
  if (!allowed.includes(parsed.kind)) {
    const list = {
      zh: allowed.map((kind) => KIND_TEXT[kind].zh).join('、'),
      en: allowed.map((kind) => KIND_TEXT[kind].en).join(', '),
    };
    return [
      violationAt(located, 'productTargetingExpression', 'targeting-expression', {
        zh: `该行不能投放${KIND_TEXT[parsed.kind].zh}（「${text}」）；可用：${list.zh}。`,
        en: `This row cannot target ${KIND_TEXT[parsed.kind].en} ("${text}"); allowed: ${list.en}.`,
      }),
    ];
  }
  return campaignTypeRule(located, parsed.kind, context);
}

/** Auto campaigns take no positive keywords. */
function autoKeywordRule(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  if (row.product !== 'sponsoredProducts' || row.entity !== 'keyword' || row.operation !== 'create')
    return [];
  if (context.index.targetingTypes.get(campaignKey(row)) !== 'auto') return [];
  return [
    autoViolation(located, 'keywordText', {
      zh: '自动投放广告活动不能添加关键词，只能添加否定关键词和否定商品投放。',
      en: 'An auto campaign cannot take keywords; only negative keywords and negative product targets.',
    }),
  ];
}

/** Targeting rules of one row. */
export function targetingRules(located: LocatedRow, context: ValidationContext): Violation[] {
  return [...expressionRule(located, context), ...autoKeywordRule(located, context)];
}
