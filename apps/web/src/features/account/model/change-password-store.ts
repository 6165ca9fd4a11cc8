// Whether the change-password dialog is open. The console renders the one dialog (app/shell); the user
// menu and the personal centre open it from here, so two forms with the same field ids never coexist.
import { createExternalStore, useStore } from '../../../shared/state/external-store';

const dialogOpen = createExternalStore(false);

export function openChangePasswordDialog(): void {
  dialogOpen.set(true);
}

export function closeChangePasswordDialog(): void {
  dialogOpen.set(false);
}

export function useChangePasswordDialogOpen(): boolean {
  return useStore(dialogOpen);
}
