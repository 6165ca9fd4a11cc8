import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRunner, type PeriodicJob } from './job-runner';

interface LogLine {
  level: 'info' | 'error';
  fields: Record<string, unknown>;
}

function recordingLogger(lines: LogLine[]) {
  return {
    info: (fields: Record<string, unknown>) => void lines.push({ level: 'info', fields }),
    error: (fields: Record<string, unknown>) => void lines.push({ level: 'error', fields }),
  } as unknown as ConstructorParameters<typeof JobRunner>[1];
}

describe('JobRunner', () => {
  let lines: LogLine[];
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const countingJob = (runs: { count: number }, intervalMs = 60_000): PeriodicJob => ({
    name: 'counting',
    intervalMs,
    run: async () => {
      runs.count += 1;
      return { removed: runs.count };
    },
  });

  it('runs first after the start delay, then every interval, and logs each result', async () => {
    const runs = { count: 0 };
    const runner = new JobRunner([countingJob(runs)], recordingLogger(lines), { firstRunDelayMs: 5_000 });
    runner.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.count).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.count).toBe(2);
    expect(lines.map((line) => line.fields)).toEqual([
      expect.objectContaining({ event: 'job.finished', job: 'counting', result: { removed: 1 } }),
      expect.objectContaining({ event: 'job.finished', job: 'counting', result: { removed: 2 } }),
    ]);
    await runner.stop();
  });

  it('logs a failed run and tries again at the next interval', async () => {
    let calls = 0;
    const flaky: PeriodicJob = {
      name: 'flaky',
      intervalMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
        return { removed: 0 };
      },
    };
    const runner = new JobRunner([flaky], recordingLogger(lines), { firstRunDelayMs: 0 });
    runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(lines.map((line) => [line.level, line.fields.event])).toEqual([
      ['error', 'job.failed'],
      ['info', 'job.finished'],
    ]);
    await runner.stop();
  });

  it('never overlaps a run with itself: the interval counts from the end of a run', async () => {
    let active = 0;
    let most = 0;
    const slow: PeriodicJob = {
      name: 'slow',
      intervalMs: 1_000,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        active -= 1;
        return {};
      },
    };
    const runner = new JobRunner([slow], recordingLogger(lines), { firstRunDelayMs: 0 });
    runner.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(most).toBe(1);
    expect(lines).toHaveLength(3);
    const stopping = runner.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopping;
  });

  it('stop waits for the run in progress and schedules nothing more; start after stop does nothing', async () => {
    let finished = 0;
    const job: PeriodicJob = {
      name: 'long',
      intervalMs: 1_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        finished += 1;
        return {};
      },
    };
    const runner = new JobRunner([job], recordingLogger(lines), { firstRunDelayMs: 0 });
    runner.start();
    await vi.advanceTimersByTimeAsync(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(finished).toBe(1);
    runner.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(finished).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
