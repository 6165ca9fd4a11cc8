// The visited-pages tab list (spec §2) as plain functions over an array, so every tab action is testable
// without rendering. Affix tabs (home) are never removed.

/** One tab: the page's path and the title key of its route. */
export interface VisitedTab {
  path: string;
  titleKey: string;
  affix: boolean;
}

export type TabList = readonly VisitedTab[];

function sameTab(a: VisitedTab | undefined, b: VisitedTab | undefined): boolean {
  return a?.path === b?.path && a?.titleKey === b?.titleKey && a?.affix === b?.affix;
}

/** `next` when it differs from `tabs`, else `tabs` itself (so an unchanged list notifies nobody). */
function keepIfSame(tabs: TabList, next: TabList): TabList {
  return next.length === tabs.length && next.every((tab, index) => sameTab(tab, tabs[index])) ? tabs : next;
}

/** Adds a tab for a newly visited page (a known page keeps its place; its title is refreshed). */
export function addTab(tabs: TabList, tab: VisitedTab): TabList {
  const index = tabs.findIndex((existing) => existing.path === tab.path);
  if (index === -1) return [...tabs, tab];
  return keepIfSame(
    tabs,
    tabs.map((current, position) => (position === index ? tab : current)),
  );
}

/** Makes sure the affix tabs are present, at the front, in the order given. */
export function withAffixTabs(tabs: TabList, affix: TabList): TabList {
  const affixPaths = new Set(affix.map((tab) => tab.path));
  return keepIfSame(tabs, [...affix, ...tabs.filter((tab) => !affixPaths.has(tab.path))]);
}

export function closeTab(tabs: TabList, path: string): TabList {
  return tabs.filter((tab) => tab.affix || tab.path !== path);
}

export function closeOtherTabs(tabs: TabList, path: string): TabList {
  return tabs.filter((tab) => tab.affix || tab.path === path);
}

export function closeTabsLeft(tabs: TabList, path: string): TabList {
  const index = tabs.findIndex((tab) => tab.path === path);
  return tabs.filter((tab, position) => tab.affix || position >= index);
}

export function closeTabsRight(tabs: TabList, path: string): TabList {
  const index = tabs.findIndex((tab) => tab.path === path);
  return tabs.filter((tab, position) => tab.affix || index === -1 || position <= index);
}

export function closeAllTabs(tabs: TabList): TabList {
  return tabs.filter((tab) => tab.affix);
}

/**
 * Where to go after `tabs` changed while `activePath` was shown: stay when its tab survived, otherwise the
 * last remaining tab, otherwise `fallback`.
 */
export function nextActivePath(tabs: TabList, activePath: string, fallback: string): string {
  if (tabs.some((tab) => tab.path === activePath)) return activePath;
  return tabs.at(-1)?.path ?? fallback;
}

/** The close actions of the tab menus. */
export type TabAction = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** What a tab menu acts on: the tab it was opened on, or whichever tab is active when the action is chosen. */
export type TabTarget = { path: string } | 'active';

const ACTIONS: Record<TabAction, (tabs: TabList, path: string) => TabList> = {
  close: closeTab,
  closeOthers: closeOtherTabs,
  closeLeft: closeTabsLeft,
  closeRight: closeTabsRight,
  closeAll: (tabs) => closeAllTabs(tabs),
};

/**
 * Runs a tab action on the list and the active page as they are when the action is chosen: the tabs left
 * and the page to show next (`fallback` when no tab is left).
 */
export function applyTabAction(
  tabs: TabList,
  action: TabAction,
  target: TabTarget,
  activePath: string,
  fallback: string,
): { tabs: TabList; show: string } {
  const next = ACTIONS[action](tabs, target === 'active' ? activePath : target.path);
  return { tabs: next, show: nextActivePath(next, activePath, fallback) };
}
