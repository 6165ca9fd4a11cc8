// Non-fatal findings of the readers, collected into AccountModel.problems with where and what.
import type { FileLocation } from '../errors/engine-error';
import type { ReadProblem } from '../model/account';

/** Caps the list so that a file with a million odd rows does not produce a million findings. */
const MAX_PROBLEMS = 1000;

/** Adds a finding in both languages (dropped beyond MAX_PROBLEMS, with one note saying so). */
export function addProblem(problems: ReadProblem[], zh: string, en: string, location?: FileLocation): void {
  if (problems.length > MAX_PROBLEMS) return;
  if (problems.length === MAX_PROBLEMS) {
    problems.push({
      message: { zh: '提示过多，其余已省略', en: 'Too many findings; the rest are left out' },
    });
    return;
  }
  const problem: ReadProblem = { message: { zh, en } };
  if (location) problem.location = location;
  problems.push(problem);
}
