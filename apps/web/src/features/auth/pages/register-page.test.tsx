import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-client';
import { showError, showSuccess } from '../../../shared/feedback/feedback';
import { getSession } from '../../../shared/session/session-store';
import { register, sendSmsCode } from '../api/auth-calls';
import {
  agreeAndSubmit,
  askForSmsCode,
  renderAuthPage,
  retype,
  typeAndExpectError,
} from './auth-page-test-support';
import RegisterPage from './register-page';

vi.mock('../api/auth-calls');
vi.mock('../../../shared/feedback/feedback');
vi.mock('../../../shared/session/session-store', () => ({
  refreshSession: vi.fn(async () => undefined),
  getSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
  markFirstSignIn: vi.fn(),
  useSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
}));

afterEach(() => vi.clearAllMocks());

describe('register page', () => {
  it('waits out the server remaining time after a 429 instead of offering the button again', async () => {
    vi.mocked(sendSmsCode).mockRejectedValue(
      new ApiError(429, '验证码发送过于频繁，请 42 秒后再试', {
        status: 429,
        data: { retry_after_seconds: 42 },
      }),
    );
    const user = renderAuthPage('/register', <RegisterPage />);
    await askForSmsCode(user, '13900001234');
    expect(await screen.findByRole('button', { name: /42/ })).toBeDisabled();
    expect(showError).toHaveBeenCalledWith('验证码发送过于频繁，请 42 秒后再试');
  });

  it('shows a field error instead of its hint, and the hint again once the field is right', async () => {
    const user = renderAuthPage('/register', <RegisterPage />);
    const hint = '6-20 位字母、数字或符号';
    expect(screen.getByText(hint)).toBeInTheDocument();
    await typeAndExpectError(user, '密码', '123', '请输入 6-20 位密码，可使用字母、数字和符号，不能包含空格');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await retype(user, '密码', 'Good#pass1');
    await user.tab();
    expect(await screen.findByText(hint)).toBeInTheDocument();
  });

  it('refuses a common password with the message from the contracts', async () => {
    const user = renderAuthPage('/register', <RegisterPage />);
    await typeAndExpectError(user, '密码', 'woaini1314', '该密码过于常见，容易被猜中，请换一个');
  });

  it('checks the confirmation, sends a register code and goes to login when no session was started', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue('验证码已发送，5 分钟内有效');
    vi.mocked(register).mockResolvedValue(undefined);
    const user = renderAuthPage('/register', <RegisterPage />);
    await askForSmsCode(user, '13900001234');
    await waitFor(() =>
      expect(sendSmsCode).toHaveBeenCalledWith({ phone_number: '13900001234', purpose: 'register' }),
    );

    await user.type(screen.getByLabelText('短信验证码'), '654321');
    await user.type(screen.getByLabelText('用户名'), 'new_seller');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await typeAndExpectError(user, '确认密码', 'secret124', '两次输入的密码不一致');
    await retype(user, '确认密码', 'secret123');
    await agreeAndSubmit(user, /注\s*册/);

    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        phone_number: '13900001234',
        sms_code: '654321',
        user_name: 'new_seller',
        password: 'secret123',
        passwordagain: 'secret123',
        agreement: true,
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(showSuccess).toHaveBeenCalledWith('注册成功，请使用新账号登录');
    expect(getSession).toHaveBeenCalled();
  });
});
