// The shell (menu, tab bar, drawers, user menu) as a lazily loaded component: it loads with the first
// console page or signed-in error page, never with the login page, so the console's first load stays
// within its budget (scripts/first-load-size.ts). Render it inside a Suspense boundary.
import { lazy } from 'react';

/** `ShellLayout`, loaded on first render. */
export const LazyShellLayout = lazy(() =>
  import('./shell-layout').then((module) => ({ default: module.ShellLayout })),
);
