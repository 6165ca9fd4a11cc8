import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@adplan/contracts';
import { apiClient, ApiError } from '../../../shared/api/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChangePasswordDialog } from './change-password-dialog';

const zh = (key: string) => translate(key, 'zh');

function renderDialog() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return {
    onClose,
    user,
    current: () => screen.getByLabelText('当前密码'),
    next: () => screen.getByLabelText('新密码'),
    confirm: () => screen.getByLabelText('确认新密码'),
    submit: () => user.click(screen.getByRole('button', { name: /确认修改/ })),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChangePasswordDialog', () => {
  it('is 600px wide and has the three fields', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '600px' });
  });

  it('validates a field when it loses focus', async () => {
    const dialog = renderDialog();
    await dialog.user.click(dialog.current());
    await dialog.user.tab();
    expect(await screen.findByText(zh('validation.currentPassword.required'))).toBeInTheDocument();

    await dialog.user.type(dialog.next(), '123');
    await dialog.user.tab();
    expect(await screen.findByText(zh('validation.password.length'))).toBeInTheDocument();
  });

  it('says when the new password equals the current one and when the confirmation differs', async () => {
    const dialog = renderDialog();
    await dialog.user.type(dialog.current(), 'secret123');
    await dialog.user.type(dialog.next(), 'secret123');
    await dialog.user.tab();
    expect(await screen.findByText(zh('validation.newPassword.sameAsCurrent'))).toBeInTheDocument();

    await dialog.user.type(dialog.confirm(), 'other123');
    await dialog.user.tab();
    expect(await screen.findByText(zh('validation.passwordAgain.mismatch'))).toBeInTheDocument();
  });

  it('validates every field on submit and sends nothing while invalid', async () => {
    const put = vi.spyOn(apiClient, 'request');
    const dialog = renderDialog();
    await dialog.submit();
    expect(await screen.findByText(zh('validation.currentPassword.required'))).toBeInTheDocument();
    expect(screen.getByText(zh('validation.newPassword.required'))).toBeInTheDocument();
    expect(screen.getByText(zh('validation.passwordAgain.required'))).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('on code 200 shows the message, closes and resets', async () => {
    const put = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ code: 200, msg: '密码修改成功', data: null });
    const dialog = renderDialog();
    await dialog.user.type(dialog.current(), ' old-pass1 ');
    await dialog.user.type(dialog.next(), 'new-pass2');
    await dialog.user.type(dialog.confirm(), 'new-pass2');
    await dialog.submit();

    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      'put',
      '/reset_password',
      { password: 'old-pass1', new_password: 'new-pass2', passwordagain: 'new-pass2' },
      expect.objectContaining({ silent: true, retry: false }),
    );
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(dialog.current()).toHaveValue('');
    expect(dialog.next()).toHaveValue('');
  });

  it('on a refusal shows the server message as an error and stays open', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(400, '当前密码不正确'));
    const dialog = renderDialog();
    await dialog.user.type(dialog.current(), 'wrong-pass');
    await dialog.user.type(dialog.next(), 'new-pass2');
    await dialog.user.type(dialog.confirm(), 'new-pass2');
    await dialog.submit();

    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();
    expect(dialog.onClose).not.toHaveBeenCalled();
    expect(dialog.current()).toHaveValue('wrong-pass');
  });

  it('cancel closes and resets', async () => {
    const dialog = renderDialog();
    await dialog.user.type(dialog.current(), 'typed-pass');
    await dialog.user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(dialog.onClose).toHaveBeenCalledTimes(1);
    expect(dialog.current()).toHaveValue('');
  });
});
