// The assistant calls: POST /communication (Q&A), POST /contact_message (a seller's message) and
// GET /contact_messages (operators only). Every call needs a session.
import { ASSISTANT_CALLS, errorMessage, success } from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import { toContactMessage, toContactMessages } from './assistant-presenter';
import type { AssistantService } from './assistant-service';
import type { ContactService } from './contact-service';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  contact: ContactService;
}

/** Registers the assistant routes on an app scoped to the API prefix. */
export async function assistantRoutes(app: FastifyInstance, options: AssistantRoutesOptions) {
  routeCall(app, ASSISTANT_CALLS.ask, async (request, _reply, payload) => {
    const session = requireSession(request);
    const answer = await options.assistant.ask(payload, {
      userId: session.userId,
      requestLanguage: request.language,
    });
    return success(errorMessage('assistant.answered', request.language), answer);
  });

  routeCall(app, ASSISTANT_CALLS.leaveMessage, async (request, _reply, payload) => {
    const session = requireSession(request);
    const message = await options.contact.leave(
      request.server.database.db,
      session.userId,
      payload,
      request.language,
    );
    return success(errorMessage('assistant.messageSaved', request.language), toContactMessage(message));
  });

  routeCall(app, ASSISTANT_CALLS.listMessages, async (request, _reply, payload) => {
    const session = requireSession(request);
    const page = await options.contact.list(request.server.database.db, session.userId, payload.page);
    return success(errorMessage('assistant.messagesListed', request.language), toContactMessages(page));
  });
}
