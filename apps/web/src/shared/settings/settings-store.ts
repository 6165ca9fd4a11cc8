// Interface settings of spec §3, saved in localStorage so they survive reloads and logouts.
import { DEFAULT_LANGUAGE, toAppLanguage, type AppLanguage } from '../i18n/languages';
import { createExternalStore, useStore } from '../state/external-store';

export type DeviceType = 'desktop' | 'mobile';
export type LayoutMode = 'vertical' | 'horizontal';
export type ThemeMode = 'light' | 'dark';

/** The interface settings (spec §3): sidebar, device, language, layout, header, tabs bar, theme. */
export interface InterfaceSettings {
  collapsed: boolean;
  device: DeviceType;
  language: AppLanguage;
  layout: LayoutMode;
  fixedHeader: boolean;
  tabsBar: boolean;
  theme: ThemeMode;
}

export const SETTINGS_STORAGE_KEY = 'adplan.settings';
/** Below this window width the console switches to the mobile layout (antd's `lg` breakpoint). */
export const MOBILE_MAX_WIDTH = 992;

export function deviceForWidth(width: number): DeviceType {
  return width < MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

export const DEFAULT_SETTINGS: InterfaceSettings = {
  collapsed: false,
  device: 'desktop',
  language: DEFAULT_LANGUAGE,
  layout: 'vertical',
  fixedHeader: true,
  tabsBar: true,
  theme: 'light',
};

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Reads saved settings, keeping only well-formed values; anything else falls back to the defaults. */
export function parseSettings(raw: string | null): InterfaceSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    saved = {};
  }
  return {
    collapsed: bool(saved.collapsed, DEFAULT_SETTINGS.collapsed),
    device: pick(saved.device, ['desktop', 'mobile'], DEFAULT_SETTINGS.device),
    language: toAppLanguage(typeof saved.language === 'string' ? saved.language : null),
    layout: pick(saved.layout, ['vertical', 'horizontal'], DEFAULT_SETTINGS.layout),
    fixedHeader: bool(saved.fixedHeader, DEFAULT_SETTINGS.fixedHeader),
    tabsBar: bool(saved.tabsBar, DEFAULT_SETTINGS.tabsBar),
    theme: pick(saved.theme, ['light', 'dark'], DEFAULT_SETTINGS.theme),
  };
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

export const settingsStore = createExternalStore<InterfaceSettings>(parseSettings(readStorage()));

settingsStore.subscribe(() => {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settingsStore.get()));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
});

/** Changes some settings and saves them. */
export function updateSettings(patch: Partial<InterfaceSettings>): void {
  settingsStore.set((previous) => ({ ...previous, ...patch }));
}

/** Puts every setting except the language back to its default. */
export function resetSettings(): void {
  settingsStore.set((previous) => ({
    ...DEFAULT_SETTINGS,
    language: previous.language,
    device: previous.device,
  }));
}

export function useSettings(): InterfaceSettings {
  return useStore(settingsStore);
}
