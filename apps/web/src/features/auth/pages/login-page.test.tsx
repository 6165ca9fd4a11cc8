import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-client';
import { login, sendSmsCode } from '../api/auth-calls';
import { getSession, refreshSession } from '../../../shared/session/session-store';
import { showSuccess } from '../../../shared/feedback/feedback';
import {
  agreeAndSubmit,
  askForSmsCode,
  renderAuthPage,
  retype,
  typeAndExpectError,
  type PageUser,
} from './auth-page-test-support';
import LoginPage from './login-page';

vi.mock('../api/auth-calls');
vi.mock('../../../shared/feedback/feedback');
vi.mock('../../../shared/session/session-store', () => ({
  refreshSession: vi.fn(async () => undefined),
  getSession: vi.fn(),
  useSession: vi.fn(() => ({ user: null, status: 'anonymous' })),
}));

const loginMock = vi.mocked(login);
const sendSmsMock = vi.mocked(sendSmsCode);
const SIGN_IN = /登\s*录/;

function renderLogin(entry = '/login'): { user: PageUser } {
  return { user: renderAuthPage('/login', <LoginPage />, entry) };
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
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
    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请阅读并勾选同意《用户服务协议》和《隐私政策》')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('validates a field on blur with the contracts message', async () => {
    const { user } = renderLogin();
    await typeAndExpectError(
      user,
      '用户名',
      '1ab',
      '用户名需为 4-20 位中文、字母、数字或下划线，并以中文或字母开头',
    );
    await typeAndExpectError(user, '密码', '123', '请输入 6-20 位密码，可使用字母、数字和符号，不能包含空格');
  });

  it('requires the agreement tick even when the credentials are valid', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('用户名'), 'demo_user');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    expect(await screen.findByText('请阅读并勾选同意《用户服务协议》和《隐私政策》')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();

    await agreeAndSubmit(user, SIGN_IN);
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
    await typeAndExpectError(user, '手机号', '12345', '请输入正确的 11 位手机号');

    await retype(user, '手机号', '13812345678');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await agreeAndSubmit(user, SIGN_IN);
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
    await askForSmsCode(user, '13812345678');
    await waitFor(() =>
      expect(sendSmsMock).toHaveBeenCalledWith({ phone_number: '13812345678', purpose: 'login' }),
    );
    const countdown = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(countdown).toBeDisabled();

    await typeAndExpectError(user, '短信验证码', '12', '验证码格式不正确，请输入 6 位数字验证码');
    await retype(user, '短信验证码', '123456');
    await agreeAndSubmit(user, SIGN_IN);
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
  async function submitValidForm(user: PageUser): Promise<void> {
    await user.type(screen.getByLabelText('用户名'), 'demo_user');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await agreeAndSubmit(user, SIGN_IN);
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

  it('says the shop was not linked when Amazon returned to a browser without a session', async () => {
    renderLogin('/login?redirect=%2Fauthorize-method&reason=shopSessionLost');
    // The notice is lazy-loaded (it keeps antd's Alert out of the first load), so wait for it.
    expect(await screen.findByText('店铺尚未绑定：返回时登录已失效', {}, { timeout: 15_000 })).toBeTruthy();
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
    // The login page loads no antd: the menu's first import of antd takes a while under jsdom.
    await user.click(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 15_000 }));
    expect(await screen.findByRole('tab', { name: 'User name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your user name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please read and accept the Terms of Service and the Privacy Policy.'),
    ).toBeInTheDocument();
  });
});
