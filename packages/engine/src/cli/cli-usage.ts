// Usage text and the error for wrong usage (exit code 2).
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';

/** The help text of `adplan`. */
export const USAGE = `Usage: adplan <command> [options]

Commands:
  inspect FILE [--json]                      Show what AdPlan reads from a bulk workbook, console report or hourly CSV
  validate FILE --marketplace US|UK|CA|JP [--json]
                                             Check a bulk workbook against Amazon's upload rules
  plan …                                     Generate a plan (see: adplan plan --help)
  help                                       Show this text

Options:
  --json        Print one JSON object on stdout
  --lang zh|en  Language of messages (default en)
  -h, --help    Show this text

Exit codes: 0 success, 1 product error or rule violations, 2 wrong usage.
An internal error of the engine is reported as product error 50019 (exit 1);
set ADPLAN_DEBUG=1 to print its stack trace.
`;

/** Wrong usage: unknown command or option, missing argument. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Options every command accepts. */
export const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** What parseArgs answers for `options` in strict mode with positionals. */
type ParsedCommandArgs<T extends NonNullable<ParseArgsConfig['options']>> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

/** node:util parseArgs in strict mode, its errors turned into UsageError. */
export function parseCommandArgs<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
): ParsedCommandArgs<T> {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Message language from `--lang` (zh or en, default en). */
export function languageOf(lang: string | undefined): 'zh' | 'en' {
  if (lang === undefined || lang === 'en') return 'en';
  if (lang === 'zh') return 'zh';
  throw new UsageError(`--lang must be zh or en, not "${lang}"`);
}

/** The single FILE positional of a command. */
export function singleFile(positionals: string[], command: string): string {
  const [file, ...rest] = positionals;
  if (file === undefined) throw new UsageError(`${command} needs a FILE`);
  if (rest.length > 0) throw new UsageError(`${command} takes one FILE, got also: ${rest.join(' ')}`);
  return file;
}
