// The toasts of antd's static message and notification APIs, which outlive the test that showed them.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Removes the toasts that antd's static message and notification APIs left in the body (they live outside
 * any rendered tree, so the per-test cleanup never sees them; a later file's `queryByRole('alert')` would).
 * jsdom runs no CSS transition, so a closing toast waits forever for its `transitionend`: it is sent here.
 */
export async function removeStaticToasts(): Promise<void> {
  const toasts = () => document.querySelectorAll('.ant-message-notice, .ant-notification-notice');
  if (toasts().length === 0) return;
  const [{ default: message }, { default: notification }] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
  ]);
  message.destroy();
  notification.destroy();
  await waitFor(() => {
    const left = toasts();
    left.forEach((toast) => toast.dispatchEvent(new Event('transitionend')));
    expect(left).toHaveLength(0);
  });
}
