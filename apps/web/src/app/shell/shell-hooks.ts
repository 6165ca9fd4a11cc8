import { useEffect } from 'react';
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

/** Asks the browser to confirm before the signed-in console is closed or reloaded (spec §2). */
export function useConfirmBeforeUnload(): void {
  useEffect(() => {
    const confirm = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    return () => window.removeEventListener('beforeunload', confirm);
  }, []);
}
