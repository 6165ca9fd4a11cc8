// Field-level messages of the plan parameter checks (spec §5), zh first, and the warnings they raise.
import {
  PLAN_PARAMETER_LABELS,
  planParameterLabel,
  planParameterMessageKey,
  translate,
  type PlanParameterProblemKey,
} from '@adplan/contracts';
import type { LocalizedText } from '../../model/units';

/** Stable keys of parameter problems (contracts' list); the server and the web translate them. */
export type ParameterProblemKey = PlanParameterProblemKey;

/** Field labels in both languages, by snake_case parameter name (contracts' labels). */
export const FIELD_LABELS: Readonly<Record<string, LocalizedText>> = PLAN_PARAMETER_LABELS;

/** The label of a parameter in both languages, for every message that names a field. */
export function fieldLabel(field: string): LocalizedText {
  return planParameterLabel(field);
}

/** The message of one problem of one field, from contracts' validation messages; `detail` carries the limit or value. */
export function parameterProblemMessage(field: string, key: ParameterProblemKey, detail = ''): LocalizedText {
  const label = fieldLabel(field);
  const messageKey = planParameterMessageKey(key);
  return {
    zh: translate(messageKey, 'zh', { field: label.zh, detail }),
    en: translate(messageKey, 'en', { field: label.en, detail }),
  };
}

/** Headline messages of the two parameter error codes (spec §8). */
export const parameterErrorHeadline = {
  missing: { zh: '缺少参数，请检查选项', en: 'Missing parameter: please check the options' },
  invalid: { zh: '参数检查错误', en: 'Parameter check error' },
} satisfies Record<string, LocalizedText>;

/** Warnings of the parameter checks. */
export const parameterWarnings = {
  lowBudget(budget: string, threshold: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 偏低（低于 ${threshold}），广告可能早早耗尽预算，数据积累会很慢`,
      en: `Daily budget ${budget} is low (under ${threshold}); the ads may run out early and data will build up slowly`,
    };
  },
  budgetAboveAmazonMax(budget: string, max: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 超过亚马逊上限 ${max}，方案中按 ${max} 填写`,
      en: `Daily budget ${budget} is above Amazon's maximum ${max}; the plan writes ${max}`,
    };
  },
  budgetBelowAmazonMin(budget: string, min: string): LocalizedText {
    return {
      zh: `每日预算 ${budget} 低于亚马逊下限 ${min}，方案中按 ${min} 填写`,
      en: `Daily budget ${budget} is below Amazon's minimum ${min}; the plan writes ${min}`,
    };
  },
  idealBidBelowAmazonMin(ideal: string, min: string): LocalizedText {
    return {
      zh: `按目标 CPS × 自然转化率，最高的精准词竞价也只有 ${ideal}，低于亚马逊最低竞价 ${min}；方案只能按最低竞价出价，实际每单成本可能高于目标 CPS，请确认目标 CPS 和自然转化率`,
      en: `Target CPS x organic conversion rate gives at most ${ideal} per click, below Amazon's minimum bid ${min}; the plan can only bid the minimum, so the cost per sale may exceed the target. Please check the target CPS and the organic conversion rate`,
    };
  },
  idealBidAboveAmazonMax(ideal: string, max: string): LocalizedText {
    return {
      zh: `按目标 CPS × 自然转化率，竞价将达 ${ideal}，超过亚马逊最高竞价 ${max}；方案按最高竞价出价，请确认目标 CPS 和自然转化率`,
      en: `Target CPS x organic conversion rate gives ${ideal} per click, above Amazon's maximum bid ${max}; the plan bids the maximum. Please check the target CPS and the organic conversion rate`,
    };
  },
  cpsAbovePrice(cps: string, price: string): LocalizedText {
    return {
      zh: `目标 CPS ${cps} 高于售价 ${price}：每单广告费超过售价，请确认`,
      en: `Target CPS ${cps} is above the product price ${price}: each order would cost more in ads than it sells for; please check`,
    };
  },
};
