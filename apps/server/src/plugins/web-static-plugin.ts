// Serves the built console (WEB_DIST_DIR) at `/`. Vite names assets by content hash, so they are cached
// for a year; index.html is revalidated on every load so a deployment shows up at once.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Registers the static files when the dist folder exists; otherwise logs how to build it and serves the API only. */
export async function registerWebStatic(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(`${webDistDir}/index.html`)) {
    app.log.warn(
      { webDistDir },
      'Web console not built: no index.html in WEB_DIST_DIR. Run `npm run build` to serve the console; the API works without it.',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.includes('/assets/') && basename(path) !== 'index.html';
      reply.header(
        'Cache-Control',
        immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}
