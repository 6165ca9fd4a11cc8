// Marks a plugin as application-wide: its hooks and decorators reach the whole app instead of staying
// inside Fastify's encapsulation context (what the `fastify-plugin` package does, without the dependency).
import type { FastifyPluginAsync } from 'fastify';

/** Returns `plugin` flagged so Fastify does not encapsulate it, under a readable name for errors. */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
