import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  deviceForWidth,
  parseSettings,
  settingsStore,
  updateSettings,
} from './settings-store';

describe('interface settings', () => {
  it('defaults to Chinese, vertical layout, fixed header, tabs bar and light theme', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      language: 'zh-CN',
      layout: 'vertical',
      fixedHeader: true,
      tabsBar: true,
      theme: 'light',
      collapsed: false,
    });
  });

  it('keeps valid saved values and ignores broken ones', () => {
    const saved = JSON.stringify({ language: 'en-US', layout: 'sideways', theme: 'dark', tabsBar: 'yes' });
    expect(parseSettings(saved)).toMatchObject({
      language: 'en-US',
      layout: 'vertical',
      theme: 'dark',
      tabsBar: true,
    });
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
  });

  it('saves changes in localStorage', () => {
    const previous = settingsStore.get();
    updateSettings({ collapsed: true, theme: 'dark' });
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      collapsed: true,
      theme: 'dark',
    });
    settingsStore.set(previous);
  });

  it('calls narrow windows mobile', () => {
    expect(deviceForWidth(375)).toBe('mobile');
    expect(deviceForWidth(1440)).toBe('desktop');
  });
});
