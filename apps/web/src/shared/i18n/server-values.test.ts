// Every value the server can send that the console shows through a locale key (change types, change-set
// states, shop and order statuses, schedule and diagnosis enums) has a text in both languages, and every
// product code of spec §8 has a message in both: a value added on the server without its words fails here
// instead of showing a raw key such as `changeTypes.strategyChange`.
import { describe, expect, it } from 'vitest';
import {
  CHANGE_ENTITIES,
  CHANGE_ITEM_STATES,
  CHANGE_OPERATIONS,
  DIAGNOSIS_FAILURE_REASONS,
  FINDING_FIGURES,
  FINDING_KINDS,
  FINDING_SEVERITIES,
  PLAN_CHANGE_TYPES,
  PRODUCT_CODES,
  SCHEDULE_EXECUTION_KINDS,
  SCHEDULE_PERIOD_NAMES,
  SCHEDULE_RULE_STATES,
  SHOP_MARKETPLACES,
  SHOP_PLAN_STATUSES,
  SHOP_STATUSES,
  changeItemSchema,
  errorCatalogue,
  isErrorKey,
  orderStatusSchema,
  refusedProfileSchema,
  scheduleExecutionSchema,
  scheduleRuleItemSchema,
} from '@adplan/contracts';
import { APP_LANGUAGES, toContractsLanguage } from './languages';
import { collectResources, i18n } from './i18n';

const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.ts', '!../../locales/*/*.test.ts'],
  { eager: true, import: 'default' },
);
const resources = collectResources(files);
for (const language of APP_LANGUAGES) {
  for (const [namespace, messages] of Object.entries(resources[language] ?? {})) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
  }
}

/** [namespace, key prefix, the values the server sends]. */
const SHOWN: Array<[string, string, readonly string[]]> = [
  ['plans', 'changeTypes', PLAN_CHANGE_TYPES],
  ['plans', 'periods', SCHEDULE_PERIOD_NAMES],
  ['plans', 'changeSet.operations', CHANGE_OPERATIONS],
  ['plans', 'changeSet.entities', CHANGE_ENTITIES],
  ['plans', 'changeSet.states', CHANGE_ITEM_STATES],
  ['plans', 'changeSet.statuses', SHOP_PLAN_STATUSES],
  ['plans', 'changeSet.readBack', changeItemSchema.shape.read_back.unwrap().options],
  ['plans', 'changeSet.undoStates', changeItemSchema.shape.undo_state.options.filter((s) => s !== 'none')],
  ['shops', 'status', SHOP_STATUSES],
  ['shops', 'marketplace', SHOP_MARKETPLACES],
  ['shops', 'result.refusedReason', refusedProfileSchema.shape.reason.options],
  ['billing', 'status', orderStatusSchema.options],
  ['schedules', 'state', SCHEDULE_RULE_STATES],
  ['schedules', 'kind', SCHEDULE_EXECUTION_KINDS],
  ['schedules', 'result', scheduleExecutionSchema.shape.state.options],
  ['schedules', 'result', scheduleRuleItemSchema.shape.last_result.unwrap().options],
  ['diagnostics', 'kind', FINDING_KINDS],
  ['diagnostics', 'severity', FINDING_SEVERITIES],
  ['diagnostics', 'figure', FINDING_FIGURES],
  ['diagnostics', 'failureReason', DIAGNOSIS_FAILURE_REASONS],
];

describe('texts of the values the server sends', () => {
  it.each(APP_LANGUAGES)('names every enum value in %s', (language) => {
    const missing = SHOWN.flatMap(([namespace, prefix, values]) =>
      values
        .map((value) => `${namespace}:${prefix}.${value}`)
        .filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false })),
    );
    expect(missing).toEqual([]);
  });

  it.each(APP_LANGUAGES)('has a message for every product code in %s', (language) => {
    const missing = PRODUCT_CODES.filter(
      (code) => !isErrorKey(code) || errorCatalogue[code][toContractsLanguage(language)].trim() === '',
    );
    expect(missing).toEqual([]);
  });
});
