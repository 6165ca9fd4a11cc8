import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@adplan/contracts';
import { fetchUserInfo, resetSession, setSessionUser, useSession } from './session-store';

export const USER_INFO_QUERY_KEY = 'user_info';

async function loadUserInfo(): Promise<UserInfo> {
  const user = await fetchUserInfo();
  if (!user) {
    // A profile without a valid role ends the session (spec §4); the route guard then goes to login.
    resetSession();
    throw new Error('user_info answer without a usable profile');
  }
  setSessionUser(user);
  return user;
}

/**
 * The signed-in user's profile, reloaded when a screen showing balance or expiry opens (those change when
 * a plan is generated or a package bought); starts from the profile the session already holds.
 */
export function useUserInfoQuery() {
  const { user } = useSession();
  return useQuery({
    queryKey: [USER_INFO_QUERY_KEY, user?.user_name],
    queryFn: loadUserInfo,
    placeholderData: user ?? undefined,
    staleTime: 0,
    enabled: user !== null,
  });
}
