// `adplan`: inspect, validate and plan from the command line. `runCli` is the whole program over a CliIo
// (tests run it in-process); `main` binds it to the real process.
import { reportFailure, EXIT, outputWishOf } from './cli-errors';
import type { CliIo } from './cli-io';
import { nodeCliIo } from './cli-io';
import { USAGE, UsageError } from './cli-usage';
import { runInspectCommand } from './inspect-command';
import { runPlanCommand } from './plan-command';
import { runValidateCommand } from './validate-command';

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  inspect: runInspectCommand,
  validate: runValidateCommand,
  plan: runPlanCommand,
};

/** Runs one command line (without the program name) and returns the exit code: 0 ok, 1 failure, 2 usage. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  try {
    if (name === undefined) throw new UsageError('missing command');
    if (name === 'help' || name === '--help' || name === '-h') {
      io.stdout(USAGE);
      return EXIT.ok;
    }
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command "${name}"`);
    return await command(rest, io);
  } catch (error) {
    return reportFailure(error, io, outputWishOf(args));
  }
}

/** Runs the CLI on the real process streams and file system. */
export function main(args: string[]): Promise<number> {
  return runCli(args, nodeCliIo());
}
