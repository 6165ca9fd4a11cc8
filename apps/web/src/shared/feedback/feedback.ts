// Toast messages from code outside components (the API client's failures). Pages inside antd's providers
// register antd's context-aware message API (see app/feedback-bridge.tsx); the login page is drawn without
// antd, so a toast there (the greeting, an SMS failure) loads antd's static message API on demand.
// Their duration (spec §9) is configured on antd's <App> (app/app-config-provider.tsx) and the fallback.
import type { message } from 'antd';
import { MESSAGE_DURATION_MS } from '@adplan/contracts';

export type MessageInstance = ReturnType<typeof message.useMessage>[0];

let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/** Runs `show` with the registered message API, else with antd's static one (loaded on first use). */
function withMessages(show: (api: MessageInstance) => void): void {
  if (messageApi) return show(messageApi);
  void import('antd/es/message').then(({ default: staticMessage }) => {
    staticMessage.config({ duration: MESSAGE_DURATION_MS / 1000 });
    show(messageApi ?? staticMessage);
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

/** Removes every toast (the session ended: its greeting or confirmation no longer applies). */
export function clearMessages(): void {
  messageApi?.destroy();
}
