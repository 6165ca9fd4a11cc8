import { useEffect, useState } from 'react';
import { Button, Drawer, Flex, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { flattenRoutes, type Permission, type RouteItem } from '@adplan/contracts';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog';
import {
  closeChangePasswordDialog,
  openChangePasswordDialog,
  useChangePasswordDialogOpen,
} from '../../features/account/model/change-password-store';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { updateSettings, useSettings } from '../../shared/settings/settings-store';
import { ProductBrand } from '../../shared/ui/product-mark';
import { PageHost } from '../page-host';
import { ConsoleMenu } from './console-menu';
import { KeepAlivePages } from './keep-alive-pages';
import { useConfirmBeforeUnload, useDeviceTracking } from './shell-hooks';
import { SettingsDrawer } from './settings-drawer';
import { TabBar } from './tab-bar';
import { addTab, withAffixTabs, type TabList } from './tab-list';
import { tabsStore, useTabs } from './tabs-store';
import { UserMenu } from './user-menu';

// Wide enough for most labels on one line; longer ones (English, nested groups) wrap (console-menu.css).
const SIDER_WIDTH = 248;
const SIDER_COLLAPSED_WIDTH = 64;

interface ShellLayoutProps {
  /** The page shown (a route with a component). */
  route: RouteItem & { component: string };
  /** The address shown (the route's path with its parameters filled in). */
  pathname: string;
  /** The route list in force, before the permission filter. */
  routes: RouteItem[];
  permissions: Permission[];
}

function affixTabsOf(routes: readonly RouteItem[]): TabList {
  return flattenRoutes(routes)
    .filter((route) => route.meta.affix && route.component && !route.path.includes(':'))
    .map((route) => ({ path: route.path, titleKey: route.meta.titleKey, affix: true }));
}

function renderPage(component: string) {
  return <PageHost component={component} />;
}

function Brand({ compact }: { compact: boolean }) {
  return (
    <Flex
      align="center"
      justify={compact ? 'center' : 'flex-start'}
      style={{ height: 56, paddingInline: compact ? 0 : 20, flexShrink: 0 }}
    >
      <ProductBrand compact={compact} />
    </Flex>
  );
}

/**
 * The signed-in console: menu (side or top), header with language switch, settings and user menu, the tab
 * bar, and the page area keeping the last pages alive.
 */
export function ShellLayout({ route, pathname, routes, permissions }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const { token } = theme.useToken();
  const tabs = useTabs();
  const passwordOpen = useChangePasswordDialogOpen();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useDeviceTracking();
  useConfirmBeforeUnload();

  const { titleKey, affix } = route.meta;
  useEffect(() => {
    tabsStore.set((previous) =>
      withAffixTabs(
        addTab(previous, { path: pathname, titleKey, affix: affix === true }),
        affixTabsOf(routes),
      ),
    );
  }, [pathname, titleKey, affix, routes]);

  const mobile = settings.device === 'mobile';
  const sideMenu = settings.layout === 'vertical' || mobile;
  const toggle = () => updateSettings({ collapsed: !settings.collapsed });
  const menu = (mode: 'inline' | 'horizontal', onNavigate?: () => void) => (
    <ConsoleMenu
      routes={routes}
      permissions={permissions}
      activePath={pathname}
      mode={mode}
      onNavigate={onNavigate}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {sideMenu && !mobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={settings.collapsed}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          {/* The sider runs the full height of the page; its content stays in view while the page scrolls. */}
          <div style={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' }}>
            <Brand compact={settings.collapsed} />
            {menu('inline')}
          </div>
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={!settings.collapsed}
          onClose={() => updateSettings({ collapsed: true })}
          size={SIDER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <Brand compact={false} />
          {menu('inline', () => updateSettings({ collapsed: true }))}
        </Drawer>
      )}
      <Layout>
        <div
          style={{
            position: settings.fixedHeader ? 'sticky' : 'relative',
            top: 0,
            zIndex: 10,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Layout.Header
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              paddingInline: 12,
              height: 56,
              background: token.colorBgContainer,
            }}
          >
            {sideMenu ? (
              <Button
                type="text"
                icon={settings.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggle}
                aria-label={t('toggleSidebar')}
              />
            ) : (
              <Brand compact={false} />
            )}
            {mobile && <ProductBrand compact />}
            <div style={{ flex: 1, minWidth: 0 }}>{!sideMenu && menu('horizontal')}</div>
            <LanguageSwitch compact={mobile} />
            <Button
              type="text"
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen(true)}
              aria-label={t('openSettings')}
            />
            <UserMenu onChangePassword={openChangePasswordDialog} compact={mobile} />
          </Layout.Header>
          {settings.tabsBar && <TabBar activePath={pathname} />}
        </div>
        <Layout.Content style={{ padding: mobile ? 12 : 16 }}>
          <KeepAlivePages
            pageKey={pathname}
            component={route.component}
            retained={new Set(tabs.map((tab) => tab.path))}
            renderPage={renderPage}
          />
        </Layout.Content>
      </Layout>
      <ChangePasswordDialog open={passwordOpen} onClose={closeChangePasswordDialog} />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
