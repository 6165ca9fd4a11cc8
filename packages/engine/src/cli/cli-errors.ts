// How a failed run ends: wrong usage -> usage on stderr, exit 2; a product error -> `{code, msg}` (with
// --json) or one line, exit 1; a file the CLI cannot access -> one line, exit 1; anything else is an engine
// bug, reported as product error 50019 in the seller's language plus one line of detail (a stack only with
// ADPLAN_DEBUG=1), exit 1.
import { asProductError, engineBugDetails } from '../errors/engine-bug';
import { isEngineError } from '../errors/engine-error';
import type { CliIo } from './cli-io';
import { USAGE, UsageError } from './cli-usage';

/** Exit codes of the CLI. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** How the failing run asked for output, guessed from the raw arguments (they may not have parsed). */
export interface OutputWish {
  json: boolean;
  language: 'zh' | 'en';
}

/** A file the CLI could not read or write (not a product error: the bytes never reached the engine). */
export class FileAccessError extends Error {
  constructor(path: string, cause: unknown) {
    super(`cannot access ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'FileAccessError';
  }
}

/** Reads `--json` and `--lang zh` from raw arguments without failing. */
export function outputWishOf(args: readonly string[]): OutputWish {
  const langIndex = args.indexOf('--lang');
  const zh = args.includes('--lang=zh') || (langIndex >= 0 && args[langIndex + 1] === 'zh');
  return { json: args.includes('--json'), language: zh ? 'zh' : 'en' };
}

/** Prints the failure and returns the exit code. */
export function reportFailure(error: unknown, io: CliIo, wish: OutputWish): number {
  if (error instanceof UsageError) {
    io.stderr(`adplan: ${error.message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (error instanceof FileAccessError) {
    io.stderr(`adplan: ${error.message.split('\n')[0]}\n`);
    return EXIT.failure;
  }
  const product = asProductError(error);
  const msg = product.localized?.[wish.language] ?? product.message;
  if (wish.json) io.stdout(`${JSON.stringify({ code: product.code, msg })}\n`);
  else io.stderr(`adplan: error ${product.code}: ${msg}\n`);
  if (!isEngineError(error)) {
    // The engine's own bug: one line of detail for the report (the seller's message is above).
    const details = engineBugDetails(error);
    io.stderr(`adplan: engine bug: ${details.name}: ${details.message.split('\n')[0]}\n`);
    if (process.env['ADPLAN_DEBUG'] === '1' && details.stack) io.stderr(`${details.stack}\n`);
  }
  return EXIT.failure;
}

/** Reads a file through the CLI's io, turning file-system errors into FileAccessError. */
export async function readInputFile(io: CliIo, path: string): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch (error) {
    // The size refusal (10001) is the product's own message, not a file-system failure.
    if (isEngineError(error)) throw error;
    throw new FileAccessError(path, error);
  }
}
