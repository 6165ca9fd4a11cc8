import { CATCH_ALL_PATH, NOT_FOUND_PATH, flattenRoutes, routeTable } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccountsService } from '../src/modules/accounts/accounts-service';
import { SandboxSmsProvider } from '../src/modules/accounts/sms/sandbox-sms-provider';
import { SessionStore } from '../src/sessions/session-store';
import { describeEachDatabase } from './helpers/test-database';
import { asBrowser, createUser, loginAs, startTestApp, testHasher, type TestApp } from './helpers/test-app';

describeEachDatabase('GET /router_list', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  it('returns the route items an admin may open, ending with the catch-all to /404', async () => {
    const session = await loginAs(t, await createUser(t));
    const response = await t.app.inject({ method: 'GET', url: '/api/router_list', ...asBrowser(session) });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(200);
    expect(data.at(-1)).toMatchObject({ path: CATCH_ALL_PATH, redirect: NOT_FOUND_PATH });
    expect(data.filter((item: { path: string }) => item.path === CATCH_ALL_PATH)).toHaveLength(1);
    for (const item of flattenRoutes(data)) {
      expect(item.path).toBeTruthy();
      expect(item.component ?? item.redirect ?? item.children).toBeDefined();
      const permissions = item.meta.permissions;
      if (permissions !== undefined && permissions.length > 0) expect(permissions).toContain('admin');
    }
  });

  it('leaves out routes the permissions do not allow', () => {
    const service = createAccountsService(t.database, {
      sessions: new SessionStore(t.database.db, t.clock),
      smsProvider: new SandboxSmsProvider({ info: () => undefined }),
      hasher: testHasher,
      clock: t.clock,
    });
    const adminOnly = flattenRoutes(routeTable).filter((route) => route.meta.permissions?.length);
    const forNobody = service.routerList([]);
    for (const route of adminOnly) {
      expect(flattenRoutes(forNobody).map((item) => item.path)).not.toContain(route.path);
    }
    expect(forNobody.at(-1)?.path).toBe(CATCH_ALL_PATH);
    expect(flattenRoutes(service.routerList(['admin'])).length).toBeGreaterThanOrEqual(
      flattenRoutes(forNobody).length,
    );
  });
});
