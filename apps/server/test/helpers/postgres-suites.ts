// The server suites that run a second time on PostgreSQL (ADR 0038). Every suite runs on SQLite; a suite
// repeats on PostgreSQL when what it proves could differ between the dialects: migrations, repositories
// whose SQL branches by dialect, locks, transactions and races between requests or replicas, the job
// queues, the ledger. Suites that drive HTTP calls over the same repositories stay on SQLite: their SQL is
// run on PostgreSQL by the suites below (test/postgres-suites.test.ts checks the titles, and that a suite
// written for PostgreSQL is listed). TEST_POSTGRES_SUITES=all repeats every suite, for a change to SQL
// shared by many modules.

/** Title of each repeated suite (as given to `describeEachDatabase`), with what PostgreSQL adds to it. */
export const POSTGRES_SUITES: Readonly<Record<string, string>> = {
  'database and demo account': 'migrations run on the PostgreSQL schema, and migrating again changes nothing',
  'usage ledger': 'debits racing under row locks from two pools; rolled-back transactions',
  'billing orders': 'credit-once under replayed notifications, concurrent operator confirmations',
  'provider notifications': 'credit-once of provider notifications inside transactions',
  'sign-in': 'lock-out counters upserted by parallel guesses from many networks',
  'SMS codes': 'the per-phone and per-IP limits under an advisory lock (a PostgreSQL-only branch)',
  'sessions and CSRF': 'the session repository: sliding and absolute expiry compared as stored times',
  'retention job': 'deletes by stored time, once, when replicas run it together',
  'retention job beside live traffic': 'deletes beside live sessions, SMS limits and lock-outs',
  'in-process job queue': 'the work_jobs claims and sweeps on PostgreSQL',
  'plan jobs': 'jobs claimed, swept after a crash and debited once',
  'plan generation': 'queue places, use debits and retention of plans and their files',
  'linked-shop plans': 'apply locks, items recorded one by one, resumption after a crash',
  'the ShopAccess port': 'token rows refreshed once among concurrent callers; shops marked on the way',
  'linking shops with Login with Amazon':
    'grants deleted only when no shop uses them, shops unlinked and relinked',
  'diagnostics calls': 'diagnoses moved between states by conditional updates, read back per seller',
  'account overview': 'overview snapshots chosen by source and expiry, newest first',
  'assistant calls': 'contact messages counted per seller and window (count(*) is a bigint on PostgreSQL)',
  'HTTP edge': 'the health call names the dialect; notifications stored beside their orders',
  'schedule executor': 'periods claimed exactly once by two replicas on one database',
  'schedule executor against the Amazon fake':
    'two replicas with pg-boss on PostgreSQL execute a period once',
};
