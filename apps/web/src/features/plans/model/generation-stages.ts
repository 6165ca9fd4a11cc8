// The stages a generation shows (issue 9): uploading, measured by the browser's upload progress, then the
// server's stages as /plan_progress reports them (reading, planning, validating, writing). Nothing is
// invented: a stage is done only when the upload or the server says so.
import type { PlanProgressData } from '@adplan/contracts';

/** The stages shown, in order. */
export const SHOWN_STAGES = ['uploading', 'reading', 'planning', 'validating', 'writing'] as const;
export type ShownStage = (typeof SHOWN_STAGES)[number];

/** Where a generation is: the current stage (index in SHOWN_STAGES), the upload fraction, failure. */
export interface GenerationProgress {
  current: number;
  uploadFraction: number;
  status: 'running' | 'done' | 'failed';
  /** While the request waits for its turn: its place in the queue (1 runs next). */
  place?: number;
}

export const INITIAL_PROGRESS: GenerationProgress = { current: 0, uploadFraction: 0, status: 'running' };

/** The index of the shown stage a server stage belongs to (`queued` waits before reading, `storing` ends writing). */
export function shownStageIndex(stage: PlanProgressData['stage']): number {
  switch (stage) {
    case 'pending':
      return 0;
    case 'queued':
    case 'reading':
      return 1;
    case 'planning':
      return 2;
    case 'validating':
      return 3;
    case 'writing':
    case 'storing':
    case 'done':
    case 'failed':
      return 4;
  }
}

/** After an upload progress event: the fraction, and reading once everything is sent. */
export function withUpload(progress: GenerationProgress, fraction: number): GenerationProgress {
  const clamped = Math.max(0, Math.min(1, fraction));
  return {
    ...progress,
    uploadFraction: Math.max(progress.uploadFraction, clamped),
    current: clamped >= 1 ? Math.max(progress.current, 1) : progress.current,
  };
}

/**
 * After a progress answer of the server: never moves back (answers may arrive out of order); the queue
 * place shows only while the server says the request waits.
 */
export function withServerStage(
  progress: GenerationProgress,
  stage: PlanProgressData['stage'],
  place?: number,
): GenerationProgress {
  if (stage === 'pending') return progress;
  const next: GenerationProgress = {
    current: Math.max(progress.current, shownStageIndex(stage)),
    uploadFraction: 1,
    status: progress.status,
  };
  return stage === 'queued' && place !== undefined ? { ...next, place } : next;
}

/** A random id for /plan_progress (the contracts' pattern: 8-64 letters, digits, `-`, `_`). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
