import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KEEP_ALIVE_LIMIT, KeepAlivePages, touchCachedPages } from './keep-alive-pages';

function NotePage({ name }: { name: string }) {
  const [note, setNote] = useState('');
  return <input aria-label={name} value={note} onChange={(event) => setNote(event.target.value)} />;
}

const renderPage = (component: string) => <NotePage name={component} />;

function show(path: string, retained: string[], rerender?: (ui: ReactElement) => void) {
  const ui = (
    <KeepAlivePages pageKey={path} component={path} retained={new Set(retained)} renderPage={renderPage} />
  );
  if (rerender) rerender(ui);
  else return render(ui);
  return undefined;
}

describe('touchCachedPages', () => {
  it('moves the shown page first and keeps at most the limit', () => {
    const page = (key: string) => ({ key, component: key });
    const cache = [page('c'), page('b'), page('a')];
    expect(touchCachedPages(cache, page('a'), 3).map((entry) => entry.key)).toEqual(['a', 'c', 'b']);
    expect(touchCachedPages(cache, page('d'), 3).map((entry) => entry.key)).toEqual(['d', 'c', 'b']);
  });
});

describe('KeepAlivePages', () => {
  it(`keeps the state of the last ${KEEP_ALIVE_LIMIT} pages and drops older ones`, async () => {
    const user = userEvent.setup();
    const all = ['a', 'b', 'c', 'd'];
    const view = show('a', all)!;
    await user.type(screen.getByLabelText('a'), 'first');

    show('b', all, view.rerender);
    expect(screen.getByLabelText('a', { selector: 'input' })).not.toBeVisible();
    await user.type(screen.getByLabelText('b'), 'second');

    show('a', all, view.rerender);
    expect(screen.getByLabelText('a')).toHaveValue('first');

    show('c', all, view.rerender);
    show('d', all, view.rerender);
    expect(screen.queryByLabelText('b', { selector: 'input' })).toBeNull();

    show('b', all, view.rerender);
    expect(screen.getByLabelText('b')).toHaveValue('');
  });

  it('forgets a page whose tab was closed', async () => {
    const user = userEvent.setup();
    const view = show('a', ['a', 'b'])!;
    await user.type(screen.getByLabelText('a'), 'note');
    show('b', ['b'], view.rerender);
    show('a', ['a', 'b'], view.rerender);
    expect(screen.getByLabelText('a')).toHaveValue('');
  });
});
