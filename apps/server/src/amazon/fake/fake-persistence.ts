// Keeps the embedded sandbox's state across restarts: read once at start, written (debounced) after
// changes to a temporary file that is then renamed over the real one, so a crash never leaves half a file.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDirectory } from '../../config/data-directory';
import type { FakeState } from './fake-state';

/** The saved state, or undefined when there is none or it cannot be read (then the fake starts empty). */
export function loadFakeState(
  file: string,
  warn: (message: string) => void = () => undefined,
): FakeState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as FakeState;
    if (state.version === 1 && state.grants && state.profiles) return state;
    warn(`${file}: unknown Amazon sandbox state version, starting empty`);
  } catch (error) {
    warn(`${file}: unreadable Amazon sandbox state (${String(error)}), starting empty`);
  }
  return undefined;
}

/** Writes `state()` to `file` at most once per `delayMs` after a change. */
export class DebouncedStateWriter {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: string,
    private readonly state: () => FakeState,
    private readonly delayMs = 500,
  ) {}

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Writes now (and cancels a pending write). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    makeDirectory(dirname(this.file));
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state()));
    renameSync(temporary, this.file);
  }
}
