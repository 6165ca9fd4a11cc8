import { describe, expect, it } from 'vitest';
import {
  addTab,
  applyTabAction,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsLeft,
  closeTabsRight,
  nextActivePath,
  withAffixTabs,
  type VisitedTab,
} from './tab-list';

const tab = (path: string, affix = false): VisitedTab => ({ path, titleKey: path.slice(1), affix });
const home = tab('/index', true);
const tabs = [home, tab('/a'), tab('/b'), tab('/c')];
const paths = (list: readonly VisitedTab[]) => list.map((entry) => entry.path);

describe('tab list', () => {
  it('adds a new page once and keeps the list identical when nothing changed', () => {
    expect(paths(addTab(tabs, tab('/d')))).toEqual(['/index', '/a', '/b', '/c', '/d']);
    expect(addTab(tabs, tab('/b'))).toBe(tabs);
  });

  it('puts the affix tabs first', () => {
    expect(paths(withAffixTabs([tab('/a')], [home]))).toEqual(['/index', '/a']);
    expect(withAffixTabs(tabs, [home])).toBe(tabs);
  });

  it('closes one tab but never an affix one', () => {
    expect(paths(closeTab(tabs, '/b'))).toEqual(['/index', '/a', '/c']);
    expect(paths(closeTab(tabs, '/index'))).toEqual(paths(tabs));
  });

  it('closes the others, the left, the right and all, keeping affix tabs', () => {
    expect(paths(closeOtherTabs(tabs, '/b'))).toEqual(['/index', '/b']);
    expect(paths(closeTabsLeft(tabs, '/b'))).toEqual(['/index', '/b', '/c']);
    expect(paths(closeTabsRight(tabs, '/b'))).toEqual(['/index', '/a', '/b']);
    expect(paths(closeAllTabs(tabs))).toEqual(['/index']);
  });

  it('moves to the last remaining tab when the shown one was closed', () => {
    expect(nextActivePath(closeTab(tabs, '/c'), '/c', '/index')).toBe('/b');
    expect(nextActivePath(closeTab(tabs, '/a'), '/c', '/index')).toBe('/c');
    expect(nextActivePath([], '/c', '/index')).toBe('/index');
  });

  it('applies an action to the active tab as it is when the action is chosen', () => {
    expect(applyTabAction(tabs, 'close', 'active', '/c', '/index')).toEqual({
      tabs: [home, tab('/a'), tab('/b')],
      show: '/b',
    });
    expect(paths(applyTabAction(tabs, 'closeRight', { path: '/a' }, '/c', '/index').tabs)).toEqual([
      '/index',
      '/a',
    ]);
    expect(applyTabAction(tabs, 'closeAll', 'active', '/b', '/index').show).toBe('/index');
  });
});
