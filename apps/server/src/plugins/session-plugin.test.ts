import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { hasPermission } from '../sessions/permissions';
import type { ActiveSession } from '../sessions/session-store';
import { requirePermission, requireSession } from './session-plugin';

const session: ActiveSession = {
  id: 1,
  userId: 7,
  csrfToken: 'token',
  expiresAt: 0,
  lastSeenAt: 0,
  createdAt: 0,
};
const signedIn = { session } as FastifyRequest;
const signedOut = { session: null } as FastifyRequest;

function statusOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof AppError ? error.status : undefined;
  }
  return undefined;
}

describe('requireSession and requirePermission', () => {
  it('answer 401 when signed out', () => {
    expect(statusOf(() => requireSession(signedOut))).toBe(401);
    expect(statusOf(() => requirePermission(signedOut, ['admin']))).toBe(401);
  });

  it('let admins through and answer 409 (no permission) otherwise', () => {
    expect(requirePermission(signedIn, ['admin', 'notAdmin'])).toBe(session);
    expect(requirePermission(signedIn, [])).toBe(session);
    expect(statusOf(() => requirePermission(signedIn, ['notAdmin']))).toBe(409);
  });

  it('hasPermission needs one of the required permissions', () => {
    expect(hasPermission(['admin'], ['notAdmin', 'admin'])).toBe(true);
    expect(hasPermission(['admin'], ['notAdmin'])).toBe(false);
    expect(hasPermission([], [])).toBe(true);
  });
});
