import { createExternalStore, useStore } from '../../shared/state/external-store';
import type { TabList } from './tab-list';

/** The visited tabs of this session (not saved: a reload starts again from the pinned tabs). */
export const tabsStore = createExternalStore<TabList>([]);

export function useTabs(): TabList {
  return useStore(tabsStore);
}

/** Empties the tab bar (sign-out). */
export function resetTabs(): void {
  tabsStore.set([]);
}
