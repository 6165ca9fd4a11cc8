// Connects the shared pieces that must not import each other: the API client's failure handling to the
// session, the router and the message area, and a session end to the tab bar, the change-password dialog and
// the query cache.
import { ACCOUNT_CALLS, UNAUTHORIZED_PATH } from '@adplan/contracts';
import { closeChangePasswordDialog } from '../features/account/model/change-password-store';
import { setApiEventHandlers } from '../shared/api/api-client';
import { callApi } from '../shared/api/call-api';
import {
  addClientError,
  configureClientErrorLog,
  isReportableCallFailure,
  pageOfHash,
} from '../shared/errors/client-error-log';
import { showError } from '../shared/feedback/feedback';
import { getSession, resetSession, subscribeSession } from '../shared/session/session-store';
import { queryClient } from './query-client';
import { router } from './app-router';
import { resetTabs } from './shell/tabs-store';

export function wireApplication(): void {
  configureClientErrorLog({
    enabled: import.meta.env.PROD,
    release: __APP_RELEASE__,
    currentPage: () => pageOfHash(window.location.hash),
    send: (report) => callApi(ACCOUNT_CALLS.reportClientError, report, { silent: true }),
  });
  window.addEventListener('error', (event) => addClientError({ kind: 'script', message: event.message }));
  window.addEventListener('unhandledrejection', (event) =>
    addClientError({
      kind: 'script',
      message: String((event.reason as Error | undefined)?.message ?? event.reason),
    }),
  );
  setApiEventHandlers({
    // The route guard sees the anonymous session and goes to login with the current path as redirect.
    onSessionInvalid: resetSession,
    onNoPermission: () => void router.navigate(UNAUTHORIZED_PATH),
    notifyError: showError,
    onCallFailed: (error, path) => {
      if (isReportableCallFailure(error)) {
        addClientError({ kind: 'call', message: error.msg, code: error.code, call: path });
      }
    },
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
