import { useEffect } from 'react';
import { isLeavingOnPurpose, stayInConsole } from '../../shared/routing/leave-console';
import { deviceForWidth, settingsStore, updateSettings } from '../../shared/settings/settings-store';

/** Keeps the saved device type (desktop / mobile) in step with the window width. */
export function useDeviceTracking(): void {
  useEffect(() => {
    const track = () => {
      const device = deviceForWidth(window.innerWidth);
      if (settingsStore.get().device !== device) updateSettings({ device, collapsed: device === 'mobile' });
    };
    track();
    window.addEventListener('resize', track);
    return () => window.removeEventListener('resize', track);
  }, []);
}

/**
 * Asks the browser to confirm before the signed-in console is closed or reloaded (spec §2), but not when
 * the seller chose to leave (`leaveConsoleFor`: Amazon's consent page, a payment page).
 */
export function useConfirmBeforeUnload(): void {
  useEffect(() => {
    const confirm = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    window.addEventListener('pageshow', stayInConsole);
    return () => {
      window.removeEventListener('beforeunload', confirm);
      window.removeEventListener('pageshow', stayInConsole);
    };
  }, []);
}
