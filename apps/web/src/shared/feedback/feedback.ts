// Toast messages from code outside components (the API client's failures). The app registers antd's
// context-aware message API at start (see app/feedback-bridge.tsx); before that, messages are dropped.
// Their duration (spec §9) is configured once on antd's <App> (app/app-config-provider.tsx).
import type { message } from 'antd';

export type MessageInstance = ReturnType<typeof message.useMessage>[0];

let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/** Shows an error toast. */
export function showError(content: string): void {
  void messageApi?.error(content);
}

/** Shows a success toast. */
export function showSuccess(content: string): void {
  void messageApi?.success(content);
}
