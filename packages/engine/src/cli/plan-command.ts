// `adplan plan FLOW --params PARAMS.json [--bulk FILE] [--report FILE …] [--hourly FILE …] --out PLAN.xlsx
// [--json] [--lang zh|en]`: runs one flow on local files and writes the plan workbook.
import { basename } from 'node:path';
import type { InputFile, PlanInputs } from '../model/flow';
import type { Plan } from '../model/plan';
import type { LocalizedText } from '../model/units';
import { isPlanFlow, PLAN_FLOWS, runFlow } from '../plans/flow-registry';
import { writeSchedulePlanFiles, type WrittenPeriodFile } from '../plans/schedule/schedule-api';
import { writePlanWorkbook } from '../write/write-api';
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

function jsonAnswer(plan: Plan, out: string, periodFiles: WrittenPeriodFile[], language: 'zh' | 'en') {
  return {
    flow: plan.flow,
    marketplace: plan.marketplace,
    file: out,
    ...(periodFiles.length > 0 ? { periodFiles } : {}),
    rows: plan.rows.length,
    summary: { ...plan.summary, notes: texts(plan.summary.notes, language) },
    warnings: texts(plan.warnings, language),
    ...(plan.schedules ? { schedules: plan.schedules } : {}),
  };
}

function textAnswer(
  plan: Plan,
  out: string,
  periodFiles: WrittenPeriodFile[],
  language: 'zh' | 'en',
): string {
  const counts = Object.entries(plan.summary.changeCounts).map(([type, n]) => `  ${type}: ${n}`);
  const spend = plan.summary.expectedDailySpend;
  const lines = [
    language === 'zh'
      ? `方案已写入 ${out}：${plan.rows.length} 行`
      : `Plan written to ${out}: ${plan.rows.length} row(s)`,
    ...counts,
    ...periodFiles.map((f) =>
      language === 'zh'
        ? `  ${f.period} ${f.start}（北京时间 ${f.startBeijing}）：${f.path}`
        : `  ${f.period} ${f.start} (Beijing ${f.startBeijing}): ${f.path}`,
    ),
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
  const plan = await runFlow(flow, inputs);
  const bytes = await writePlanWorkbook(plan, { language });
  const writeFile = async (path: string, content: Uint8Array) => {
    try {
      await io.writeFile(path, content);
    } catch (error) {
      throw new FileAccessError(path, error);
    }
  };
  await writeFile(values.out, bytes);
  // A schedule plan also needs one workbook per period (bulk sheets cannot hold schedules, reference §1.8).
  const periodFiles =
    plan.flow === 'schedule'
      ? await writeSchedulePlanFiles(plan, inputs, values.out, { language, writeFile })
      : [];
  io.stdout(
    values.json
      ? `${JSON.stringify(jsonAnswer(plan, values.out, periodFiles, language), null, 2)}\n`
      : textAnswer(plan, values.out, periodFiles, language),
  );
  return EXIT.ok;
}
