// Connects the shared pieces that must not import each other: the API client's failure handling to the
// session, the router and the message area, and a session end to the tab bar, the change-password dialog and
// the query cache.
import { UNAUTHORIZED_PATH } from '@adplan/contracts';
import { closeChangePasswordDialog } from '../features/account/model/change-password-store';
import { setApiEventHandlers } from '../shared/api/api-client';
import { showError } from '../shared/feedback/feedback';
import { getSession, resetSession, subscribeSession } from '../shared/session/session-store';
import { queryClient } from './query-client';
import { router } from './app-router';
import { resetTabs } from './shell/tabs-store';

export function wireApplication(): void {
  setApiEventHandlers({
    // The route guard sees the anonymous session and goes to login with the current path as redirect.
    onSessionInvalid: resetSession,
    onNoPermission: () => void router.navigate(UNAUTHORIZED_PATH),
    notifyError: showError,
  });
  let previous = getSession().status;
  subscribeSession(() => {
    const { status } = getSession();
    if (status === 'anonymous' && previous !== 'anonymous') {
      resetTabs();
      closeChangePasswordDialog();
      queryClient.clear();
    }
    previous = status;
  });
}
