// `adplan inspect FILE [--json] [--lang zh|en]`: prints what AdPlan reads from a file (use-cases/inspect-file.ts).
import { inspectFile } from '../use-cases/inspect-file';
import { EXIT, readInputFile } from './cli-errors';
import type { CliIo } from './cli-io';
import { COMMON_OPTIONS, languageOf, parseCommandArgs, singleFile } from './cli-usage';
import { formatInspectText } from './inspect-text';

/** Usage of the inspect command. */
export const INSPECT_USAGE = 'Usage: adplan inspect FILE [--json] [--lang zh|en]\n';

/** Runs the inspect command and returns its exit code. */
export async function runInspectCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, COMMON_OPTIONS);
  if (values.help) {
    io.stdout(INSPECT_USAGE);
    return EXIT.ok;
  }
  const language = languageOf(values.lang);
  const file = singleFile(positionals, 'inspect');
  const summary = await inspectFile(file, await readInputFile(io, file), language);
  io.stdout(values.json ? `${JSON.stringify(summary, null, 2)}\n` : formatInspectText(summary, language));
  return EXIT.ok;
}
