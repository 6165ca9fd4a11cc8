// Toast messages from code outside components (the API client's failures). The app registers antd's
// context-aware message API at start (see app/feedback-bridge.tsx); before that, messages are dropped.
// Their duration (spec §9) is configured once on antd's <App> (app/app-config-provider.tsx).
import type { message } from 'antd';

export type MessageInstance = ReturnType<typeof message.useMessage>[0];

let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/**
 * Shows an error toast. An earlier success toast is removed first: "sent" beside "failed" leaves the
 * seller guessing which one is true now.
 */
export function showError(content: string): void {
  messageApi?.destroy();
  void messageApi?.error(content);
}

/** Shows a success toast, removing an earlier error toast for the same reason. */
export function showSuccess(content: string): void {
  messageApi?.destroy();
  void messageApi?.success(content);
}

/** Removes every toast (the session ended: its greeting or confirmation no longer applies). */
export function clearMessages(): void {
  messageApi?.destroy();
}
