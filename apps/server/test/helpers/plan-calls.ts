// Helpers for the plan call tests: a user with uses at a given moment, and multipart calls as a browser.
import type { LightMyRequestResponse } from 'fastify';
import { asBrowser, createUser, loginAs, type BrowserSession, type TestApp } from './test-app';
import { multipartBody, type FormPart } from './plan-inputs';

/** A signed-in seller created at `now` with `uses` valid for a year. */
export async function sellerAt(
  t: TestApp,
  now: number,
  uses: number,
): Promise<{ id: number; session: BrowserSession }> {
  t.clock.set(now);
  const user = await createUser(t, undefined, {}, uses > 0 ? { uses, validDays: 365 } : undefined);
  return { id: user.id, session: await loginAs(t, user) };
}

/** POSTs a multipart form to `/api<path>` as the signed-in browser. */
export function postForm(
  t: TestApp,
  session: BrowserSession,
  path: string,
  parts: FormPart[],
  language: 'zh' | 'en' = 'en',
): Promise<LightMyRequestResponse> {
  const body = multipartBody(parts);
  const browser = asBrowser(session);
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    cookies: browser.cookies,
    headers: { ...browser.headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

/** A GET of `/api<path>` as the signed-in browser. */
export function getAs(
  t: TestApp,
  session: BrowserSession,
  path: string,
  language: 'zh' | 'en' = 'en',
): Promise<LightMyRequestResponse> {
  const browser = asBrowser(session);
  return t.app.inject({
    method: 'GET',
    url: `/api${path}`,
    cookies: browser.cookies,
    headers: { 'accept-language': language },
  });
}

/** The user's balance as /user_info reports it. */
export async function balanceOf(t: TestApp, session: BrowserSession): Promise<number> {
  const response = await getAs(t, session, '/user_info');
  return (response.json() as { data: { balance: number } }).data.balance;
}
