import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import '../../../shared/i18n/i18n';
import { setLanguage } from '../../../shared/i18n/i18n';
import { ApiError } from '../../../shared/api/api-client';
import { login, sendSmsCode } from '../api/auth-calls';
import { getSession, refreshSession } from '../../../shared/session/session-store';
import { showSuccess } from '../../../shared/feedback/feedback';
import LoginPage from './login-page';

vi.mock('../api/auth-calls', () => ({
  login: vi.fn(),
  sendSmsCode: vi.fn(),
  register: vi.fn(),
  findPassword: vi.fn(),
}));

vi.mock('../../../shared/feedback/feedback', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

vi.mock('../../../shared/session/session-store', () => ({
  refreshSession: vi.fn(async () => undefined),
  getSession: vi.fn(),
  useSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
}));

const loginMock = vi.mocked(login);
const sendSmsMock = vi.mocked(sendSmsCode);

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLogin(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  setLanguage('zh-CN');
  vi.mocked(getSession).mockReturnValue({
    status: 'authenticated',
    user: {
      user_name: 'demo',
      phone_number: '138****5678',
      balance: 3,
      active_date_til: null,
      company_name: null,
      unified_social_credit_code: null,
      email: null,
      permissions: ['admin'],
    },
  });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  clearCookies();
});

describe('login page: user name + password tab', () => {
  it('shows the required messages and the agreement message on submit, without calling the server', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请阅读并勾选同意《用户协议》和《隐私政策》')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('validates a field on blur with the contracts message', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('用户名'), '1ab');
    await user.tab();
    expect(
      await screen.findByText('用户名需为 4-20 位中文、字母、数字或下划线，并以中文或字母开头'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), '123');
    await user.tab();
    expect(
      await screen.findByText('请输入 6-20 位密码，可使用字母、数字和符号，不能包含空格'),
    ).toBeInTheDocument();
  });

  it('requires the agreement tick even when the credentials are valid', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('用户名'), 'demo_user');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请阅读并勾选同意《用户协议》和《隐私政策》')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() =>
      expect(loginMock).toHaveBeenCalledWith({
        login_type: 'username_password',
        user_name: 'demo_user',
        password: 'secret123',
        agreement: true,
      }),
    );
  });

  it('links the agreement to the terms and the privacy policy', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/findpassword');
  });
});

describe('login page: phone + password tab', () => {
  it('checks the phone number and sends a phone_password payload', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '手机号密码登录' }));
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.tab();
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13812345678');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() =>
      expect(loginMock).toHaveBeenCalledWith({
        login_type: 'phone_password',
        phone_number: '13812345678',
        password: 'secret123',
        agreement: true,
      }),
    );
  });
});

describe('login page: phone + SMS code tab', () => {
  it('asks for a valid phone before sending a code', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(sendSmsMock).not.toHaveBeenCalled();
  });

  it('sends a login code, counts down 60 s and signs in with the code', async () => {
    sendSmsMock.mockResolvedValue('验证码已发送，5 分钟内有效');
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13812345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(sendSmsMock).toHaveBeenCalledWith({ phone_number: '13812345678', purpose: 'login' }),
    );
    const countdown = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(countdown).toBeDisabled();

    await user.type(screen.getByLabelText('短信验证码'), '12');
    await user.tab();
    expect(await screen.findByText('验证码格式不正确，请输入 6 位数字验证码')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('短信验证码'));
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() =>
      expect(loginMock).toHaveBeenCalledWith({
        login_type: 'phone_sms',
        phone_number: '13812345678',
        sms_code: '123456',
        agreement: true,
      }),
    );
  });
});

describe('login page: outcome', () => {
  async function submitValidForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
    await user.type(screen.getByLabelText('用户名'), 'demo_user');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  }

  it('shows the server message when the cookie is absent and the code is 400', async () => {
    loginMock.mockRejectedValue(new ApiError(400, '用户名或密码错误', { status: 400 }));
    const { user } = renderLogin();
    await submitValidForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  });

  it('shows the generic message when the csrftoken cookie is present', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    loginMock.mockRejectedValue(new ApiError(400, '用户名或密码错误', { status: 400 }));
    const { user } = renderLogin();
    await submitValidForm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('登录接口异常，请稍后刷新重试；如果问题持续，请联系客服');
    expect(alert).not.toHaveTextContent('用户名或密码错误');
  });

  it('shows the generic message for other codes', async () => {
    loginMock.mockRejectedValue(new ApiError(500, 'internal', { status: 500 }));
    const { user } = renderLogin();
    await submitValidForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('登录接口异常');
  });

  it('greets by time of day and returns to the redirect path', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 9, 30));
    loginMock.mockResolvedValue({ user_name: 'demo' });
    const { user } = renderLogin('/login?redirect=%2FadHistory');
    await submitValidForm(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/adHistory');
    expect(showSuccess).toHaveBeenCalledWith('上午好，欢迎回来 demo');
    expect(refreshSession).toHaveBeenCalled();
  });

  it('speaks English after a language switch', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('tab', { name: 'User name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your user name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please read and accept the Terms of Service and the Privacy Policy.'),
    ).toBeInTheDocument();
  });
});
