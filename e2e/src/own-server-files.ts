// The browser-test files that start a server of their own, each with the reason. Every other file shares
// its worker's server (started by the worker's first file, stopped after the run) and signs in as a seller
// of its own, so it must not depend on what other files did on that server. A file goes here only when it
// needs a fresh database or special server settings that a seller of its own cannot give it.

/** File name (in e2e/tests) -> why it needs a server of its own. */
export const FILES_WITH_OWN_SERVER: Readonly<Record<string, string>> = {
  'shop-schedule.e2e.test.ts':
    "names the campaigns of the Amazon fake's first seller grant; the fake generates each grant's account " +
    "from the server's grant count, so only a fresh server's next grant is the first one",
};
