// What each tool page asks for, as data: the flow (its generation call is in the contracts' flow table), its
// check call, the fields in their sections (with when each shows), the files (from the contracts'
// PLAN_FLOW_FILES) and the guides it links.
// The page component is one; the tools differ only here.
import { PLAN_FLOW_FILES, PLAN_TOOL_PATHS, type PlanFlowFiles, type PlanFlowName } from '@adplan/contracts';

/** How a field is entered. */
export type FieldKind =
  | 'marketplace'
  | 'campaignMode'
  | 'text'
  | 'money'
  | 'percent'
  | 'list'
  | 'boolean'
  | 'choice'
  | 'date'
  | 'campaign'
  | 'broadAdGroup'
  | 'campaignNames'
  | 'campaignIntents';

/** The current form values (raw, as typed). */
export type FormValues = Record<string, unknown>;

export interface ToolField {
  /** The snake_case parameter name (contracts' PLAN_PARAMETER_LABELS and schemas). */
  name: string;
  kind: FieldKind;
  /** Marked as required in the form (the flow schema decides on submit). */
  required?: boolean;
  /** Choice fields: the values and their label keys in the `plans` namespace. */
  choices?: ReadonlyArray<{ value: string; labelKey: string }>;
  /** Shown only when this holds for the current values. */
  when?: (values: FormValues) => boolean;
  /** Hint under the field (key in the `plans` namespace). */
  hintKey?: string;
}

export interface ToolSection {
  titleKey: string;
  fields: ToolField[];
  /** Collapsed by default (optional settings). */
  advanced?: boolean;
}

/** Guide pages (content by the assistant area) a tool links to. */
export const GUIDE_PATHS = {
  bulkSheetDownload: '/guide/bulk-sheet-download',
  bulkUpload: '/guide/bulk-upload',
  hourlyReport: '/guide/hourly-report',
  scheduleRules: '/guide/schedule-rules',
  organicConversionRate: '/guide/organic-conversion-rate',
  campaignId: '/guide/campaign-id',
} as const;
export type GuideKey = keyof typeof GUIDE_PATHS;

export interface ToolDefinition {
  flow: PlanFlowName;
  path: string;
  /** The route title key (`routes` namespace). */
  titleKey: string;
  checkCall: 'paramCheck' | 'paramCheckOp' | 'paramCheckPt';
  files: PlanFlowFiles;
  sections: ToolSection[];
  guides: GuideKey[];
  /** Cold-start tools: where the optimisation tool of the same ad type is (the 1000-clicks hint). */
  optimisationPath?: string;
}

const isNew = (values: FormValues) => values.campaign_mode !== 'existing';
const isExisting = (values: FormValues) => values.campaign_mode === 'existing';

const STRATEGIES = [
  { value: 'downOnly', labelKey: 'fields.strategyDownOnly' },
  { value: 'upAndDown', labelKey: 'fields.strategyUpAndDown' },
  { value: 'fixed', labelKey: 'fields.strategyFixed' },
] as const;

const economics = (withBudget: 'new' | 'always' | 'optional'): ToolSection => ({
  titleKey: 'sections.economics',
  fields: [
    {
      name: 'daily_budget',
      kind: 'money',
      required: withBudget !== 'optional',
      when: withBudget === 'new' ? isNew : undefined,
      hintKey: 'hints.budgetAdvice',
    },
    {
      name: 'organic_conversion_rate',
      kind: 'percent',
      required: true,
      hintKey: 'hints.organicConversionRate',
    },
    { name: 'target_cps', kind: 'money', required: true },
  ],
});

const coldStartCampaign = (adGroupField: ToolField): ToolSection => ({
  titleKey: 'sections.campaign',
  fields: [
    { name: 'marketplace', kind: 'marketplace', required: true },
    { name: 'campaign_mode', kind: 'campaignMode', required: true },
    { name: 'campaign_name', kind: 'text', required: true, when: isNew },
    { name: 'campaign_id', kind: 'campaign', required: true, when: isExisting },
    adGroupField,
  ],
});

const coldStartProduct = (competitorsRequired: boolean): ToolSection => ({
  titleKey: 'sections.product',
  fields: [
    { name: 'sku', kind: 'text', required: true, when: isNew },
    { name: 'asin', kind: 'text', hintKey: 'hints.childAsin' },
    { name: 'new_product', kind: 'boolean' },
    { name: 'competitor_asins', kind: 'list', required: competitorsRequired },
    { name: 'product_price', kind: 'money' },
  ],
});

const spAdvanced: ToolSection = {
  titleKey: 'sections.advanced',
  advanced: true,
  fields: [
    { name: 'brand_terms', kind: 'list' },
    { name: 'bidding_strategy', kind: 'choice', choices: STRATEGIES },
  ],
};

const optimisationCampaign: ToolSection = {
  titleKey: 'sections.campaign',
  fields: [
    { name: 'marketplace', kind: 'marketplace', required: true },
    // An optimisation takes a campaign or the ASIN it advertises; the flow schema says which is missing.
    { name: 'campaign_id', kind: 'campaign' },
    { name: 'asin', kind: 'text', hintKey: 'hints.childAsin' },
  ],
};

const harvestSection: ToolSection = {
  titleKey: 'sections.advanced',
  advanced: true,
  fields: [
    { name: 'harvest_campaign_name', kind: 'text' },
    { name: 'harvest_ad_group_name', kind: 'text' },
    { name: 'brand_terms', kind: 'list' },
    { name: 'bidding_strategy', kind: 'choice', choices: STRATEGIES },
  ],
};

/** What each campaign is for (ADR 0032): read from its name unless the seller picks an intent. */
const intentSection: ToolSection = {
  titleKey: 'sections.intents',
  advanced: true,
  fields: [{ name: 'campaign_intents', kind: 'campaignIntents', hintKey: 'hints.campaignIntents' }],
};

function spColdStart(
  flow: PlanFlowName,
  titleKey: string,
  checkCall: ToolDefinition['checkCall'],
  adGroupField: ToolField,
  targets: ToolField[],
  competitorsRequired: boolean,
  optimisationPath: string,
): ToolDefinition {
  return {
    flow,
    path: PLAN_TOOL_PATHS[flow],
    titleKey,
    checkCall,
    files: PLAN_FLOW_FILES[flow],
    sections: [
      coldStartCampaign(adGroupField),
      coldStartProduct(competitorsRequired),
      economics('new'),
      ...(targets.length > 0 ? [{ titleKey: 'sections.targets', fields: targets }] : []),
      spAdvanced,
    ],
    guides: ['bulkSheetDownload', 'organicConversionRate', 'campaignId', 'bulkUpload'],
    optimisationPath,
  };
}

function spOptimisation(
  flow: PlanFlowName,
  titleKey: string,
  checkCall: ToolDefinition['checkCall'],
): ToolDefinition {
  return {
    flow,
    path: PLAN_TOOL_PATHS[flow],
    titleKey,
    checkCall,
    files: PLAN_FLOW_FILES[flow],
    sections: [optimisationCampaign, economics('optional'), harvestSection, intentSection],
    guides: ['bulkSheetDownload', 'organicConversionRate', 'campaignId', 'bulkUpload'],
  };
}

const sbvCreative: ToolSection = {
  titleKey: 'sections.creative',
  fields: [
    {
      name: 'ad_format',
      kind: 'choice',
      choices: [
        { value: 'video', labelKey: 'fields.adFormatVideo' },
        { value: 'brandVideo', labelKey: 'fields.adFormatBrandVideo' },
      ],
    },
    { name: 'brand_entity_id', kind: 'text' },
    { name: 'asset_id', kind: 'text' },
    { name: 'creative_asset_url', kind: 'text' },
    { name: 'landing_page_url', kind: 'text', when: (v) => v.ad_format === 'brandVideo' },
    { name: 'brand_name', kind: 'text', when: (v) => v.ad_format === 'brandVideo' },
    { name: 'brand_logo_asset_id', kind: 'text', when: (v) => v.ad_format === 'brandVideo' },
    { name: 'headline', kind: 'text', when: (v) => v.ad_format === 'brandVideo' },
    { name: 'creative_asins', kind: 'list', when: (v) => v.ad_format === 'brandVideo' },
  ],
};

/** Every tool page, by flow. */
export const TOOL_DEFINITIONS: Readonly<Record<PlanFlowName, ToolDefinition>> = {
  'keyword-cold-start': spColdStart(
    'keyword-cold-start',
    'keywordColdStart',
    'paramCheck',
    { name: 'ad_group_name_broad', kind: 'broadAdGroup', required: true },
    [
      { name: 'main_search_terms', kind: 'list', required: true },
      { name: 'relevant_search_terms', kind: 'list' },
    ],
    false,
    PLAN_TOOL_PATHS['keyword-optimisation'],
  ),
  'keyword-optimisation': spOptimisation('keyword-optimisation', 'keywordOptimisation', 'paramCheckOp'),
  'asin-cold-start': spColdStart(
    'asin-cold-start',
    'asinColdStart',
    'paramCheckPt',
    { name: 'ad_group_name', kind: 'text' },
    [],
    true,
    PLAN_TOOL_PATHS['asin-optimisation'],
  ),
  'asin-optimisation': spOptimisation('asin-optimisation', 'asinOptimisation', 'paramCheckPt'),
  'auto-cold-start': spColdStart(
    'auto-cold-start',
    'autoColdStart',
    'paramCheck',
    { name: 'ad_group_name', kind: 'text' },
    [],
    false,
    PLAN_TOOL_PATHS['auto-optimisation'],
  ),
  'auto-optimisation': spOptimisation('auto-optimisation', 'autoOptimisation', 'paramCheckOp'),
  'sbv-cold-start': {
    flow: 'sbv-cold-start',
    path: PLAN_TOOL_PATHS['sbv-cold-start'],
    titleKey: 'sbvColdStart',
    checkCall: 'paramCheck',
    files: PLAN_FLOW_FILES['sbv-cold-start'],
    sections: [
      {
        titleKey: 'sections.campaign',
        fields: [
          { name: 'marketplace', kind: 'marketplace', required: true },
          { name: 'campaign_name', kind: 'text', required: true },
          { name: 'ad_group_name', kind: 'text' },
          { name: 'asin', kind: 'text', required: true, hintKey: 'hints.childAsin' },
        ],
      },
      economics('always'),
      {
        titleKey: 'sections.targets',
        fields: [
          {
            name: 'target_type',
            kind: 'choice',
            choices: [
              { value: 'keyword', labelKey: 'fields.targetKeyword' },
              { value: 'product', labelKey: 'fields.targetProduct' },
            ],
          },
          { name: 'main_search_terms', kind: 'list', when: (v) => v.target_type !== 'product' },
          { name: 'relevant_search_terms', kind: 'list', when: (v) => v.target_type !== 'product' },
          { name: 'competitor_asins', kind: 'list', when: (v) => v.target_type === 'product' },
          { name: 'negative_keywords', kind: 'list' },
        ],
      },
      sbvCreative,
      {
        titleKey: 'sections.placements',
        advanced: true,
        fields: [
          { name: 'bid_optimization', kind: 'boolean' },
          { name: 'placement_home', kind: 'percent' },
          { name: 'placement_detail_page', kind: 'percent' },
          { name: 'placement_other', kind: 'percent' },
          { name: 'brand_terms', kind: 'list' },
        ],
      },
    ],
    guides: ['bulkSheetDownload', 'organicConversionRate', 'bulkUpload'],
    optimisationPath: PLAN_TOOL_PATHS['sbv-optimisation'],
  },
  'sbv-optimisation': {
    ...spOptimisation('sbv-optimisation', 'sbvOptimisation', 'paramCheckOp'),
    sections: [
      optimisationCampaign,
      economics('optional'),
      { titleKey: 'sections.advanced', advanced: true, fields: [{ name: 'brand_terms', kind: 'list' }] },
    ],
  },
  schedule: {
    flow: 'schedule',
    path: PLAN_TOOL_PATHS.schedule,
    titleKey: 'scheduleBidding',
    checkCall: 'paramCheck',
    files: PLAN_FLOW_FILES.schedule,
    sections: [
      {
        titleKey: 'sections.schedule',
        fields: [
          { name: 'marketplace', kind: 'marketplace', required: true },
          { name: 'campaign_name', kind: 'campaignNames' },
          {
            name: 'schedule_mode',
            kind: 'choice',
            choices: [
              { value: 'periods', labelKey: 'fields.scheduleModePeriods' },
              { value: 'console-rules', labelKey: 'fields.scheduleModeConsole' },
            ],
          },
          { name: 'reference_date', kind: 'date' },
        ],
      },
    ],
    guides: ['hourlyReport', 'scheduleRules', 'bulkSheetDownload', 'bulkUpload'],
  },
};

/** Every field a tool shows for the current values. */
export function visibleFields(tool: ToolDefinition, values: FormValues): ToolField[] {
  return tool.sections.flatMap((section) =>
    section.fields.filter((field) => !field.when || field.when(values)),
  );
}

/** The initial values of a tool's form. */
export function initialValues(tool: ToolDefinition): FormValues {
  const values: FormValues = { marketplace: 'US' };
  if (tool.files.bulk === 'existingCampaign') values.campaign_mode = 'new';
  if (tool.flow === 'sbv-cold-start') Object.assign(values, { target_type: 'keyword', ad_format: 'video' });
  if (tool.flow === 'schedule') values.schedule_mode = 'periods';
  return values;
}
