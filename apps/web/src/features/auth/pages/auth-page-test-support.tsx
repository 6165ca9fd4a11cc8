// What the auth page tests share: the page under a memory router, in Chinese, whose other paths show where
// the page navigated to, and the steps of filling in its form.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n';

/** The simulated user of a rendered page. */
export type PageUser = ReturnType<typeof userEvent.setup>;

/** Where the router is now (path and query), for asserting navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at route `path`, opened at `entry` (a query may follow), in Chinese, with a fresh query client. */
export function renderAuthPage(path: string, page: ReactElement, entry: string = path): PageUser {
  setLanguage('zh-CN');
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Types `text` into the field labelled `label`, leaves the field and expects its message `error`. */
export async function typeAndExpectError(
  user: PageUser,
  label: string,
  text: string,
  error: string,
): Promise<void> {
  await user.type(screen.getByLabelText(label), text);
  await user.tab();
  expect(await screen.findByText(error)).toBeInTheDocument();
}

/** Replaces the text of the field labelled `label`. */
export async function retype(user: PageUser, label: string, text: string): Promise<void> {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
}

/** Types a phone number and presses the send-code button. */
export async function askForSmsCode(user: PageUser, phoneNumber: string): Promise<void> {
  await user.type(screen.getByLabelText('手机号'), phoneNumber);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
}

/** Ticks the agreement and presses the submit button named `button`. */
export async function agreeAndSubmit(user: PageUser, button: RegExp): Promise<void> {
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: button }));
}
