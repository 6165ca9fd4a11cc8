import { describe, expect, it } from 'vitest';
import { flattenRoutes, routeTable } from '@adplan/contracts';
import { APP_LANGUAGES } from './languages';
import { collectResources, i18n } from './i18n';

const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.ts', '!../../locales/*/*.test.ts'],
  {
    eager: true,
    import: 'default',
  },
);
const resources = collectResources(files);

/** Every key path of a nested messages object: `state.loading`, `language.zh-CN`, ... */
function keyPaths(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  it('loads every namespace file for both languages', () => {
    const zhNamespaces = Object.keys(resources['zh-CN'] ?? {}).sort();
    expect(zhNamespaces).toEqual(expect.arrayContaining(['account', 'common', 'home', 'routes', 'shell']));
    for (const language of APP_LANGUAGES) {
      expect(Object.keys(resources[language] ?? {}).sort()).toEqual(zhNamespaces);
    }
  });

  it('has the same keys in English as in Chinese', () => {
    for (const [namespace, messages] of Object.entries(resources['zh-CN'] ?? {})) {
      expect(keyPaths(resources['en-US']?.[namespace] ?? {}).sort(), namespace).toEqual(
        keyPaths(messages).sort(),
      );
    }
  });

  it('has a title in both languages for every route of the table', () => {
    for (const route of flattenRoutes(routeTable)) {
      for (const language of APP_LANGUAGES) {
        expect(i18n.exists(`routes:${route.meta.titleKey}`, { lng: language }), route.path).toBe(true);
      }
    }
  });

  it('says "1 thing" and "2 things" in English, "1 处" and "2 处" in Chinese', async () => {
    const failed = (count: number, lng: string) => i18n.t('plans:decide.checkFailed', { count, lng });
    await i18n.loadNamespaces('plans');
    expect(failed(1, 'en-US')).toBe('1 thing needs changing; see the field marked in red.');
    expect(failed(2, 'en-US')).toBe('2 things need changing; see the fields marked in red.');
    expect(failed(1, 'zh-CN')).toBe('有 1 处需要修改，请查看标红的字段。');
    expect(failed(2, 'zh-CN')).toBe('有 2 处需要修改，请查看标红的字段。');
  });
});
