import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { consoleExit, leaveConsoleFor, stayInConsole } from '../../shared/routing/leave-console';
import { useConfirmBeforeUnload } from './shell-hooks';

function unload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  vi.restoreAllMocks();
  stayInConsole();
});

describe('useConfirmBeforeUnload', () => {
  it('asks before an unload the seller did not choose, not before leaving for Amazon or a payment page', () => {
    const go = vi.spyOn(consoleExit, 'assign').mockImplementation(() => undefined);
    const hook = renderHook(() => useConfirmBeforeUnload());
    expect(unload()).toBe(true);
    leaveConsoleFor('https://www.amazon.com/ap/oa?state=s');
    expect(go).toHaveBeenCalledWith('https://www.amazon.com/ap/oa?state=s');
    expect(unload()).toBe(false);
    // Coming back with the browser's back button restores the page: unloads ask again.
    window.dispatchEvent(new Event('pageshow'));
    expect(unload()).toBe(true);
    hook.unmount();
  });
});
