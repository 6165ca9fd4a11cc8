// What a signed-in user may do. Spec §6: every loaded user holds the single role admin; route items and
// calls name the permissions they need (admin, notAdmin).
import type { Permission } from '@adplan/contracts';

/** The permissions of every signed-in user. */
export const USER_PERMISSIONS: readonly Permission[] = ['admin'];

/** Whether a holder of `held` may use something that needs one of `required` (none required means yes). */
export function hasPermission(held: readonly Permission[], required: readonly Permission[]): boolean {
  return required.length === 0 || required.some((permission) => held.includes(permission));
}
