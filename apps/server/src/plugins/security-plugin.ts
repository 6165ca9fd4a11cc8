// Security headers. The CSP admits only what the built console needs: its own scripts, styles and
// fonts, plus inline styles because antd injects its CSS-in-JS as <style> elements. HSTS and
// upgrade-insecure-requests are sent only when the deployment is served over HTTPS (COOKIE_SECURE),
// otherwise they would lock browsers out of a plain-HTTP LAN install.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Registers helmet for the whole app; `https` says whether the site is served over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    // The console embeds nothing cross-origin that opts in to COEP; requiring it would only break downloads.
    crossOriginEmbedderPolicy: false,
  });
}
