import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { showSuccess } from '../../../shared/feedback/feedback';
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
  useSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
}));

afterEach(() => vi.clearAllMocks());

describe('register page', () => {
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
