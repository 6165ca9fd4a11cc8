import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showSuccess } from '../shared/feedback/feedback';
import { removeStaticToasts } from './static-toasts';

describe('removeStaticToasts', () => {
  it('closes a toast of the static message API, which jsdom would otherwise keep closing forever', async () => {
    // No message API is registered, so the toast goes through antd's static one, into the body.
    showSuccess('linked shop removed');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('linked shop removed'), {
      timeout: 10_000,
    });
    await removeStaticToasts();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does nothing when no toast is left', async () => {
    await removeStaticToasts();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });
});
