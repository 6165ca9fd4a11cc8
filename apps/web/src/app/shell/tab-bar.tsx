import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@adplan/contracts';
import { useAppNavigate } from '../../shared/routing/use-app-navigate';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsLeft,
  closeTabsRight,
  nextActivePath,
  type TabList,
  type VisitedTab,
} from './tab-list';
import { tabsStore, useTabs } from './tabs-store';

type TabAction = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

const ACTIONS: Record<TabAction, (tabs: TabList, path: string) => TabList> = {
  close: closeTab,
  closeOthers: closeOtherTabs,
  closeLeft: closeTabsLeft,
  closeRight: closeTabsRight,
  closeAll: (tabs) => closeAllTabs(tabs),
};

/** The bar of visited pages with its close actions (right-click a tab, or the menu at the end of the bar). */
export function TabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation('shell');
  const tabs = useTabs();
  const navigate = useAppNavigate();

  const apply = (action: TabAction, path: string) => {
    const next = ACTIONS[action](tabs, path);
    tabsStore.set(next);
    navigate(nextActivePath(next, activePath, HOME_PATH));
  };

  const menuFor = (tab: VisitedTab | undefined): MenuProps => {
    const index = tab ? tabs.indexOf(tab) : -1;
    const closableLeft = tabs.slice(0, Math.max(index, 0)).some((other) => !other.affix);
    const closableRight = index !== -1 && tabs.slice(index + 1).some((other) => !other.affix);
    const closableOthers = tabs.some((other) => other !== tab && !other.affix);
    return {
      items: [
        { key: 'close', label: t('tabs.close'), disabled: !tab || tab.affix },
        { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !closableOthers },
        { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: !closableLeft },
        { key: 'closeRight', label: t('tabs.closeRight'), disabled: !closableRight },
        { key: 'closeAll', label: t('tabs.closeAll'), disabled: !tabs.some((other) => !other.affix) },
      ],
      onClick: ({ key }) => {
        if (tab) apply(key as TabAction, tab.path);
      },
    };
  };

  return (
    <Tabs
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activePath}
      onChange={(path) => navigate(path)}
      onEdit={(path, action) => {
        if (action === 'remove' && typeof path === 'string') apply('close', path);
      }}
      tabBarStyle={{ margin: 0, paddingInline: 8, paddingTop: 6 }}
      tabBarExtraContent={
        <Dropdown trigger={['click']} menu={menuFor(tabs.find((tab) => tab.path === activePath))}>
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.actions')} />
        </Dropdown>
      }
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: !tab.affix,
        label: (
          <Dropdown trigger={['contextMenu']} menu={menuFor(tab)}>
            <span>{t(`routes:${tab.titleKey}`)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
