// public/ie-warning.js runs before the bundle in every browser; it must be plain ES5 and show its dialog
// only in Internet Explorer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import source from '../../../public/ie-warning.js?raw';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const OVERLAY_ID = 'adplan-ie-warning';

const originalUserAgent = window.navigator.userAgent;

function runWithUserAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  new Function(source)();
}

function overlay(): HTMLElement | null {
  return document.getElementById(OVERLAY_ID);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Every run leaves its listeners behind (as in a real page), so remove every copy it may have put back.
  for (const element of document.querySelectorAll(`#${OVERLAY_ID}`)) element.remove();
  vi.clearAllTimers();
  vi.useRealTimers();
  Object.defineProperty(window.navigator, 'userAgent', { value: originalUserAgent, configurable: true });
});

describe('ie-warning.js', () => {
  it('is plain ES5: no let/const/class, arrow functions, template strings or spread', () => {
    const code = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .replace(/'(?:\\.|[^'\\])*'/g, "''")
      .replace(/"(?:\\.|[^"\\])*"/g, '""');
    expect(code).not.toMatch(/\b(let|const|class)\s/);
    expect(code).not.toContain('=>');
    expect(code).not.toContain('`');
    expect(code).not.toContain('...');
  });

  it('does nothing in Chrome', () => {
    runWithUserAgent(CHROME);
    expect(overlay()).toBeNull();
  });

  it.each([
    ['IE 11', IE11],
    ['IE 10', IE10],
  ])('shows a friendly reminder in %s with a download link and speed-mode advice', (_name, userAgent) => {
    runWithUserAgent(userAgent);
    const shown = overlay();
    expect(shown).not.toBeNull();
    expect(shown?.textContent).toContain('友情提示');
    expect(shown?.textContent).toContain('不支持');
    expect(shown?.textContent).toContain('极速模式');
    expect(shown?.textContent).toContain('360');
    expect(shown?.textContent).toContain('QQ');
    expect(shown?.textContent).toContain('搜狗');
    expect(shown?.querySelector('a')?.getAttribute('href')).toBe('https://www.microsoft.com/edge');
    expect(shown?.querySelectorAll('button')).toHaveLength(0);
    expect(shown?.getAttribute('role') ?? shown?.firstElementChild?.getAttribute('role')).toBe('alertdialog');
  });

  it('cannot be closed by a backdrop click, Escape or a hash change', () => {
    runWithUserAgent(IE11);
    overlay()?.click();
    expect(overlay()).not.toBeNull();

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(overlay()).not.toBeNull();

    overlay()?.remove();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(overlay()).not.toBeNull();

    overlay()?.remove();
    vi.advanceTimersByTime(1000);
    expect(overlay()).not.toBeNull();
  });

  it('speaks English when the console was set to English', () => {
    window.localStorage.setItem('adplan.settings', JSON.stringify({ language: 'en-US' }));
    runWithUserAgent(IE11);
    expect(overlay()?.textContent).toContain('Friendly reminder');
    expect(overlay()?.textContent).toContain('speed mode');
  });
});
