// Test environment of the web project: jest-dom matchers, DOM cleanup between tests, and the browser
// APIs antd needs that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadAllNamespaces } from '../shared/i18n/i18n';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

if (!('ResizeObserver' in window)) {
  class InertResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: InertResizeObserver });
}

// jsdom cannot compute styles of pseudo-elements and logs for every antd component that asks; the
// element's own style is what the components need.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Feature namespaces load lazily in the app; tests render components directly, so every one is loaded first.
beforeAll(async () => {
  await loadAllNamespaces();
});
