import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../../shared/i18n/i18n';
import { setLanguage } from '../../../shared/i18n/i18n';
import { LegalDocument } from './legal-document';

function renderDocument(documentKey: 'terms' | 'privacy' | 'thirdParty') {
  const router = createMemoryRouter([{ path: '*', element: <LegalDocument documentKey={documentKey} /> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => setLanguage('zh-CN'));

describe('LegalDocument', () => {
  it('shows the title, a folded table of contents linking every section, and the other texts', async () => {
    renderDocument('privacy');
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '目录' });
    // The test window is narrow (no media query matches): the contents are folded until asked for.
    expect(within(toc).queryAllByRole('link')).toEqual([]);
    await userEvent.click(within(toc).getByRole('button', { name: '目录' }));
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const rights = within(toc).getByRole('link', { name: '七、您的权利' });
    const target = document.getElementById(rights.getAttribute('href')?.slice(1) ?? '');
    expect(target).not.toBeNull();
    expect(within(target as HTMLElement).getByRole('heading', { name: '七、您的权利' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户服务协议' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: '第三方服务说明' })).toHaveAttribute(
      'href',
      '/third-party-services',
    );
  });

  it('shows the overview table of third-party services in English', () => {
    setLanguage('en-US');
    renderDocument('thirdParty');
    expect(screen.getByRole('heading', { level: 1, name: 'Third-Party Services' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Data it receives' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Amazon Advertising API' })).toBeInTheDocument();
  });
});
