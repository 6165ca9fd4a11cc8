// Spec §7: calls send JSON, or form encoding when their content type says so. Fastify parses only JSON
// by itself; this adds `application/x-www-form-urlencoded` as a flat object of strings (repeated keys
// keep the last value), which the contracts schemas then validate like any other body.
import { globalPlugin } from './global-plugin';

/** Parses URL-encoded form bodies. */
export const formBodyPlugin = globalPlugin('form-body', async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
});
