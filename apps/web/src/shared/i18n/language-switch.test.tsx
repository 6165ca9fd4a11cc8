import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppConfigProvider } from '../../app/app-config-provider';
import { SETTINGS_STORAGE_KEY } from '../settings/settings-store';
import { setLanguage } from './i18n';
import { LanguageSwitch } from './language-switch';

function HomeTitle() {
  const { t } = useTranslation('routes');
  return <h1>{t('home')}</h1>;
}

afterEach(() => setLanguage('zh-CN'));

describe('LanguageSwitch', () => {
  it('starts in Chinese and switches texts, antd, dayjs and <html lang> to English and back', async () => {
    const user = userEvent.setup();
    render(
      <AppConfigProvider>
        <LanguageSwitch />
        <HomeTitle />
        <Empty />
      </AppConfigProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('首页');
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(await screen.findByText('English'));

    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Home'));
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      language: 'en-US',
    });

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByText('中文'));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('首页'));
    expect(dayjs.locale()).toBe('zh-cn');
  });
});
