// Every request knows its language (Accept-Language, default zh) so messages are in the caller's words.
import { languageFromAcceptLanguage, type Language } from '@adplan/contracts';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language; zh when absent. */
    language: Language;
  }
}

/** Decorates `request.language`. */
export const languagePlugin = globalPlugin('language', async (app) => {
  app.decorateRequest('language', 'zh');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  });
});
