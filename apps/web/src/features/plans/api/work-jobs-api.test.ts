import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkJobStatus } from '@adplan/contracts';
import { ApiError, apiClient } from '../../../shared/api/api-client';
import { waitForJob } from './work-jobs-api';

afterEach(() => vi.restoreAllMocks());

/** The status call answers these, one per poll. */
function answering(statuses: WorkJobStatus[]) {
  const queue = [...statuses];
  return vi.spyOn(apiClient, 'request').mockImplementation((method, path, _body, options) => {
    expect([method, path, options?.params]).toEqual(['get', '/plan_job', { job_id: 'job-0001' }]);
    return Promise.resolve({ code: 200, msg: 'ok', data: queue.shift() });
  });
}

const status = (state: WorkJobStatus['state'], extra: Partial<WorkJobStatus> = {}): WorkJobStatus => ({
  job_id: 'job-0001',
  kind: 'generate',
  state,
  ...extra,
});

describe('waitForJob', () => {
  it('polls with growing waits, reports every status and resolves when done', async () => {
    const request = answering([
      status('queued', { stage: 'queued', place: 2 }),
      status('running', { stage: 'planning' }),
      status('running', { stage: 'writing' }),
      status('done', { stage: 'done' }),
    ]);
    const waits: number[] = [];
    const seen: WorkJobStatus[] = [];
    const end = await waitForJob('job-0001', {
      onStatus: (next) => seen.push(next),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(end?.state).toBe('done');
    expect(seen.map((next) => next.stage)).toEqual(['queued', 'planning', 'writing', 'done']);
    expect(seen[0]?.place).toBe(2);
    expect(waits).toEqual([400, 600, 900]);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('throws a failed job’s error as the held call did: product code, message and field problems', async () => {
    answering([
      status('failed', {
        error: { code: 20006, msg: 'Campaign not found', data: { fields: { campaign_name: ['Not found'] } } },
      }),
    ]);
    const failure = await waitForJob('job-0001', { sleep: () => Promise.resolve() }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 20006,
      msg: 'Campaign not found',
      fields: { campaign_name: ['Not found'] },
    });
  });

  it('stops polling once the page went away', async () => {
    const request = answering([status('running'), status('running'), status('done')]);
    const controller = new AbortController();
    const end = await waitForJob('job-0001', {
      signal: controller.signal,
      sleep: () => {
        controller.abort();
        return Promise.resolve();
      },
    });
    expect(end).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
