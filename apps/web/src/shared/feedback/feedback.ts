// Toast messages from code outside components (the API client's failures). Pages inside antd's providers
// register antd's context-aware message API (see app/feedback-bridge.tsx); the login page is drawn without
// antd, so a toast there (the greeting, an SMS failure) loads antd's static message API on demand.
// Their duration (spec §9) is configured on antd's <App> (app/app-config-provider.tsx) and the fallback.
import type { message } from 'antd';
import { MESSAGE_DURATION_MS } from '@adplan/contracts';

export type MessageInstance = ReturnType<typeof message.useMessage>[0];

let messageApi: MessageInstance | null = null;
/** antd's static message API once a toast outside the providers loaded it (the login page's greeting). */
let staticMessageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/**
 * Runs `show` with the registered message API, else with antd's static one (loaded on first use). `lasting`
 * always takes the static one: its toasts live outside the React tree, so they survive leaving the antd
 * providers (a page inside the console that sends the seller to the login page).
 */
function withMessages(show: (api: MessageInstance) => void, lasting = false): void {
  if (messageApi && !lasting) return show(messageApi);
  void import('antd/es/message').then(({ default: staticMessage }) => {
    staticMessage.config({ duration: MESSAGE_DURATION_MS / 1000 });
    staticMessageApi = staticMessage;
    show(messageApi && !lasting ? messageApi : staticMessage);
  });
}

/**
 * Shows an error toast. An earlier success toast is removed first: "sent" beside "failed" leaves the
 * seller guessing which one is true now.
 */
export function showError(content: string): void {
  withMessages((api) => {
    api.destroy();
    void api.error(content);
  });
}

/** Shows a success toast, removing an earlier error toast for the same reason. */
export function showSuccess(content: string): void {
  withMessages((api) => {
    api.destroy();
    void api.success(content);
  });
}

/** Shows a success toast that stays while the page changes to one outside antd's providers (login). */
export function showLastingSuccess(content: string): void {
  withMessages((api) => {
    api.destroy();
    void api.success(content);
  }, true);
}

/** Removes every toast (the session ended: its greeting or confirmation no longer applies). */
export function clearMessages(): void {
  // The greeting of a sign-in is shown by the static API (the login page has no antd providers) and stays
  // on screen into the console, so both APIs are cleared.
  messageApi?.destroy();
  staticMessageApi?.destroy();
}
