import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import '../../../shared/i18n/i18n';
import { setLanguage } from '../../../shared/i18n/i18n';
import { showSuccess } from '../../../shared/feedback/feedback';
import { getSession } from '../../../shared/session/session-store';
import { register, sendSmsCode } from '../api/auth-calls';
import RegisterPage from './register-page';

vi.mock('../api/auth-calls', () => ({
  login: vi.fn(),
  sendSmsCode: vi.fn(),
  register: vi.fn(),
  findPassword: vi.fn(),
}));
vi.mock('../../../shared/feedback/feedback', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../../shared/session/session-store', () => ({
  refreshSession: vi.fn(async () => undefined),
  getSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
  useSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
}));

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => vi.clearAllMocks());

describe('register page', () => {
  it('checks the confirmation, sends a register code and goes to login when no session was started', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue('验证码已发送，5 分钟内有效');
    vi.mocked(register).mockResolvedValue(undefined);
    const user = renderRegister();
    await user.type(screen.getByLabelText('手机号'), '13900001234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(sendSmsCode).toHaveBeenCalledWith({ phone_number: '13900001234', purpose: 'register' }),
    );

    await user.type(screen.getByLabelText('短信验证码'), '654321');
    await user.type(screen.getByLabelText('用户名'), 'new_seller');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret124');
    await user.tab();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));

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
