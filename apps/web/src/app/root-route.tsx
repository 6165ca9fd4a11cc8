import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from '@adplan/contracts';
import { useConsoleRoutes } from './console-routes';

/** `首页 - 广告方案助手`: page title, then product title (spec §2). */
export function documentTitle(pageTitle: string | undefined, productTitle: string): string {
  return pageTitle ? `${pageTitle} - ${productTitle}` : productTitle;
}

/** Around every page: document title and scroll reset on navigation. */
export function RootRoute() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { allRoutes } = useConsoleRoutes();
  const titleKey = routeTitleKey(allRoutes, pathname);

  useEffect(() => {
    document.title = documentTitle(titleKey ? t(`routes:${titleKey}`) : undefined, t('common:appTitle'));
  }, [titleKey, t, i18n.language]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
