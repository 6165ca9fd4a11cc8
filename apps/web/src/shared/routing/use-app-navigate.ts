import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/**
 * `navigate` that ignores a navigation to the page already shown (spec §2: redundant navigation is
 * ignored), so menu and tab clicks on the current page add no history entry.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to, options) => {
      if (to === pathname || to === `${pathname}${search}`) return;
      void navigate(to, options);
    },
    [navigate, pathname, search],
  );
}
