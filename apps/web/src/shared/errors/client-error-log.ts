// The client error log of spec §3: errors the console catches in production (a page that fails to render,
// a call that fails on the server's side or never gets an answer, a page chunk that fails to load, an
// uncaught script error) are kept in a small store that can be listed and cleared, and each is sent to the
// server's log with the page and the release. Outside production nothing is kept or sent: developers see
// errors in their console, and tests must not talk to a log.
import { ACCOUNT_CALLS, type ClientErrorKind, type ClientErrorPayload } from '@adplan/contracts';
import { createExternalStore, useStore } from '../state/external-store';

/** One caught error as the store keeps it. */
export interface ClientErrorEntry {
  kind: ClientErrorKind;
  message: string;
  /** The console route (hash path without its query). */
  page: string;
  release: string;
  code?: number;
  call?: string;
  at: string;
}

/** How many entries the store keeps; older ones drop off. */
export const CLIENT_ERROR_LOG_SIZE = 50;

/** What the log needs from outside: whether it runs, the release, the page, and how to send. */
export interface ClientErrorLogOptions {
  enabled: boolean;
  release: string;
  currentPage(): string;
  send(report: ClientErrorPayload): Promise<unknown>;
}

const store = createExternalStore<readonly ClientErrorEntry[]>([]);
let options: ClientErrorLogOptions = {
  enabled: false,
  release: 'unknown',
  currentPage: () => '/',
  send: () => Promise.resolve(),
};

/** Sets up the log (app/ wiring does it once at start). */
export function configureClientErrorLog(next: ClientErrorLogOptions): void {
  options = next;
}

/** Records an error and reports it to the server; does nothing outside production. */
export function addClientError(error: {
  kind: ClientErrorKind;
  message: string;
  code?: number;
  call?: string;
}): void {
  if (!options.enabled) return;
  // The report call itself failing must not report itself again (a loop while the server is down).
  if (error.call === ACCOUNT_CALLS.reportClientError.path) return;
  const entry: ClientErrorEntry = {
    kind: error.kind,
    message: error.message.trim().slice(0, 1000) || error.kind,
    page: options.currentPage(),
    release: options.release,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.call === undefined ? {} : { call: error.call }),
    at: new Date().toISOString(),
  };
  store.set((previous) => [...previous, entry].slice(-CLIENT_ERROR_LOG_SIZE));
  void options.send(entry).catch(() => undefined);
}

/** The errors kept so far, oldest first. */
export function listClientErrors(): readonly ClientErrorEntry[] {
  return store.get();
}

/** Forgets the kept errors. */
export function clearClientErrors(): void {
  store.set([]);
}

/** The kept errors for a component. */
export function useClientErrors(): readonly ClientErrorEntry[] {
  return useStore(store);
}

/** Whether an error is a page chunk that failed to load (a deployment replaced it, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(
    message,
  );
}

/** Whether a failed call is worth reporting: no answer at all, or the server's own failure (5xx). */
export function isReportableCallFailure(error: { code: number; status: number | undefined }): boolean {
  return error.status === undefined || error.status >= 500;
}

/** The console route of a hash-router location (`#/home?x=1` -> `/home`), never the query. */
export function pageOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}
