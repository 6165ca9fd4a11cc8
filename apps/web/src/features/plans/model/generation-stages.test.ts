import { describe, expect, it } from 'vitest';
import {
  INITIAL_PROGRESS,
  newRequestId,
  shownStageIndex,
  withServerStage,
  withUpload,
} from './generation-stages';
import { PLAN_REQUEST_ID_PATTERN } from '@adplan/contracts';

describe('generation stages', () => {
  it('moves from uploading to reading only once everything is sent', () => {
    const half = withUpload(INITIAL_PROGRESS, 0.5);
    expect(half).toEqual({ current: 0, uploadFraction: 0.5, status: 'running' });
    expect(withUpload(half, 0.2).uploadFraction).toBe(0.5);
    expect(withUpload(half, 1).current).toBe(1);
  });

  it("follows the server's stages and never moves back", () => {
    const planning = withServerStage(INITIAL_PROGRESS, 'planning');
    expect(planning.current).toBe(2);
    expect(planning.uploadFraction).toBe(1);
    expect(withServerStage(planning, 'reading').current).toBe(2);
    expect(withServerStage(planning, 'pending')).toBe(planning);
    expect(shownStageIndex('queued')).toBe(1);
    expect(shownStageIndex('validating')).toBe(3);
    expect(shownStageIndex('storing')).toBe(4);
  });

  it('shows the queue place only while the server says the request waits', () => {
    const waiting = withServerStage(INITIAL_PROGRESS, 'queued', 3);
    expect(waiting).toMatchObject({ current: 1, place: 3 });
    expect(withServerStage(waiting, 'queued', 1).place).toBe(1);
    const reading = withServerStage(waiting, 'reading');
    expect(reading.place).toBeUndefined();
    expect(reading.current).toBe(1);
  });

  it('makes progress ids the server accepts', () => {
    expect(newRequestId()).toMatch(PLAN_REQUEST_ID_PATTERN);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
