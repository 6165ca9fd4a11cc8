// `adplan validate FILE --marketplace US|UK|CA|JP [--json]`: checks a bulk workbook against Amazon's upload
// rules; exit 1 when any rule is broken.
import { isMarketplace } from '@adplan/contracts';
import type { Violation } from '../validate/violation';
import { validateWorkbook } from '../validate/validate-api';
import { EXIT, readInputFile } from './cli-errors';
import type { CliIo } from './cli-io';
import { COMMON_OPTIONS, UsageError, languageOf, parseCommandArgs, singleFile } from './cli-usage';

/** Usage of the validate command. */
export const VALIDATE_USAGE =
  'Usage: adplan validate FILE --marketplace US|UK|CA|JP [--json] [--lang zh|en]\n';

/** One violation as a text line: `Sheet row N, Column: [rule] message`. */
const violationLine = (violation: Violation, language: 'zh' | 'en'): string =>
  `${violation.sheet} row ${violation.row}, ${violation.column}: [${violation.rule}] ${violation.message[language]}`;

/** The JSON answer: English message plus `message_zh`. */
const violationsJson = (violations: readonly Violation[]) => ({
  violations: violations.map((violation) => ({
    sheet: violation.sheet,
    row: violation.row,
    column: violation.column,
    rule: violation.rule,
    message: violation.message.en,
    message_zh: violation.message.zh,
  })),
});

/** Runs the validate command and returns its exit code. */
export async function runValidateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...COMMON_OPTIONS,
    marketplace: { type: 'string' },
  });
  if (values.help) {
    io.stdout(VALIDATE_USAGE);
    return EXIT.ok;
  }
  const language = languageOf(values.lang);
  const file = singleFile(positionals, 'validate');
  const marketplace = values.marketplace?.toUpperCase();
  if (!isMarketplace(marketplace)) throw new UsageError('validate needs --marketplace US, UK, CA or JP');
  const bytes = await readInputFile(io, file);
  const violations = await validateWorkbook(bytes, { marketplace, now: io.now() });
  if (values.json) io.stdout(`${JSON.stringify(violationsJson(violations), null, 2)}\n`);
  else if (violations.length === 0)
    io.stdout(
      language === 'zh'
        ? `${file}：没有发现违反亚马逊上传规则的行。\n`
        : `${file}: no upload rule violations.\n`,
    );
  else {
    const lines = violations.map((violation) => violationLine(violation, language));
    const title =
      language === 'zh'
        ? `${file}：${violations.length} 处违反上传规则`
        : `${file}: ${violations.length} upload rule violation(s)`;
    io.stdout(`${title}\n${lines.join('\n')}\n`);
  }
  return violations.length > 0 ? EXIT.failure : EXIT.ok;
}
