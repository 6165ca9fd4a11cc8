// `adplan plan FLOW --params PARAMS.json [--bulk FILE] [--report FILE …] [--hourly FILE …] --out PLAN.xlsx
// [--json] [--lang zh|en]`: runs generatePlan on local files and writes every workbook next to PLAN.xlsx
// (the plan itself at PLAN.xlsx, then PLAN-<period>.xlsx, PLAN-rollback.xlsx, PLAN-explanation.xlsx).
import { basename } from 'node:path';
import type { InputFile, PlanInputs } from '../model/flow';
import type { Plan } from '../model/plan';
import type { LocalizedText } from '../model/units';
import { isPlanFlow, PLAN_FLOWS } from '../plans/flow-registry';
import { generatePlan, type GeneratedWorkbook } from '../use-cases/generate-plan';
import { EXIT, FileAccessError, readInputFile } from './cli-errors';
import type { CliIo } from './cli-io';
import { COMMON_OPTIONS, UsageError, languageOf, parseCommandArgs } from './cli-usage';

/** Usage of the plan command. */
export const PLAN_USAGE = `Usage: adplan plan FLOW --params PARAMS.json [--bulk FILE] [--report FILE ...] [--hourly FILE ...] --out PLAN.xlsx [--json] [--lang zh|en]

FLOW is one of: ${PLAN_FLOWS.join(', ')}
PARAMS.json holds the plan parameters as one JSON object with snake_case names (see docs/algorithms.md).
`;

const OPTIONS = {
  ...COMMON_OPTIONS,
  params: { type: 'string' },
  bulk: { type: 'string' },
  report: { type: 'string', multiple: true },
  hourly: { type: 'string', multiple: true },
  out: { type: 'string' },
} as const;

async function inputFile(io: CliIo, path: string): Promise<InputFile> {
  return { name: basename(path), bytes: await readInputFile(io, path) };
}

async function readParameters(io: CliIo, path: string): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readInputFile(io, path));
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UsageError(
      `--params ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`--params ${path} must hold one JSON object`);
  return value as Record<string, unknown>;
}

const texts = (items: readonly LocalizedText[], language: 'zh' | 'en'): string[] =>
  items.map((item) => item[language]);

/** One written workbook: its role, path and, for a schedule period, when to upload it. */
interface WrittenFile {
  role: GeneratedWorkbook['role'];
  path: string;
  period?: GeneratedWorkbook['period'];
}

/** `--out PLAN.xlsx` for the plan itself, `PLAN-sleep.xlsx`, `PLAN-rollback.xlsx`, `PLAN-explanation.xlsx` … */
export function workbookPath(outPath: string, suffix: string): string {
  return suffix === '' ? outPath : `${outPath.replace(/\.xlsx$/i, '')}${suffix}.xlsx`;
}

function jsonAnswer(plan: Plan, files: WrittenFile[], language: 'zh' | 'en') {
  return {
    flow: plan.flow,
    marketplace: plan.marketplace,
    files,
    rows: plan.rows.length,
    summary: { ...plan.summary, notes: texts(plan.summary.notes, language) },
    warnings: texts(plan.warnings, language),
    ...(plan.schedules ? { schedules: plan.schedules } : {}),
    ...(plan.consoleSetups ? { consoleSetups: plan.consoleSetups } : {}),
  };
}

const ROLE_WORDS: Record<GeneratedWorkbook['role'], LocalizedText> = {
  plan: { zh: '方案（上传）', en: 'plan (upload)' },
  'schedule-period': { zh: '时段（上传）', en: 'period (upload)' },
  rollback: { zh: '撤销（需要时上传）', en: 'rollback (upload to undo)' },
  explanation: { zh: '说明（请勿上传）', en: 'explanation (do not upload)' },
};

function textAnswer(plan: Plan, files: WrittenFile[], language: 'zh' | 'en'): string {
  const counts = Object.entries(plan.summary.changeCounts).map(([type, n]) => `  ${type}: ${n}`);
  const spend = plan.summary.expectedDailySpend;
  const lines = [
    language === 'zh' ? `方案共 ${plan.rows.length} 行` : `Plan of ${plan.rows.length} row(s)`,
    ...counts,
    ...files.map((f) => {
      const when = f.period
        ? language === 'zh'
          ? ` ${f.period.name} ${f.period.start}（北京时间 ${f.period.startBeijing}）`
          : ` ${f.period.name} ${f.period.start} (Beijing ${f.period.startBeijing})`
        : '';
      return `  ${ROLE_WORDS[f.role][language]}${when}: ${f.path}`;
    }),
    ...(spend === undefined
      ? []
      : [
          language === 'zh'
            ? `预计每日花费 ${spend}，建议预算 ${plan.summary.recommendedDailyBudget}`
            : `Expected daily spend ${spend}, recommended budget ${plan.summary.recommendedDailyBudget}`,
        ]),
    ...texts(plan.warnings, language).map((w) => (language === 'zh' ? `警告：${w}` : `Warning: ${w}`)),
    ...texts(plan.summary.notes, language).map((n) => (language === 'zh' ? `提示：${n}` : `Note: ${n}`)),
  ];
  return `${lines.join('\n')}\n`;
}

/** Runs the plan command and returns its exit code (product errors are thrown to the CLI's handler). */
export async function runPlanCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  if (values.help) {
    io.stdout(PLAN_USAGE);
    return EXIT.ok;
  }
  const language = languageOf(values.lang);
  const [flow, ...extra] = positionals;
  if (!isPlanFlow(flow))
    throw new UsageError(`plan needs a FLOW (${PLAN_FLOWS.join(', ')})${flow ? `, not "${flow}"` : ''}`);
  if (extra.length > 0) throw new UsageError(`plan takes one FLOW, got also: ${extra.join(' ')}`);
  if (!values.params) throw new UsageError('plan needs --params PARAMS.json');
  if (!values.out) throw new UsageError('plan needs --out PLAN.xlsx');
  const inputs: PlanInputs = {
    parameters: await readParameters(io, values.params),
    reports: await Promise.all((values.report ?? []).map((path) => inputFile(io, path))),
    hourly: await Promise.all((values.hourly ?? []).map((path) => inputFile(io, path))),
    now: io.now(),
  };
  if (values.bulk) inputs.bulk = await inputFile(io, values.bulk);
  const { plan, workbooks } = await generatePlan(flow, inputs, { language });
  const out = values.out;
  const files: WrittenFile[] = [];
  for (const workbook of workbooks) {
    const path = workbookPath(out, workbook.suffix);
    try {
      await io.writeFile(path, workbook.bytes);
    } catch (error) {
      throw new FileAccessError(path, error);
    }
    files.push({ role: workbook.role, path, ...(workbook.period ? { period: workbook.period } : {}) });
  }
  io.stdout(
    values.json
      ? `${JSON.stringify(jsonAnswer(plan, files, language), null, 2)}\n`
      : textAnswer(plan, files, language),
  );
  return EXIT.ok;
}
