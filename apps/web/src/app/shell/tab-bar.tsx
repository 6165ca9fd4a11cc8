import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@adplan/contracts';
import { useAppNavigate } from '../../shared/routing/use-app-navigate';
import { applyTabAction, type TabAction, type TabTarget, type VisitedTab } from './tab-list';
import { tabsStore, useTabs } from './tabs-store';

/** The bar of visited pages with its close actions (right-click a tab, or the menu at the end of the bar). */
export function TabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation('shell');
  const tabs = useTabs();
  const navigate = useAppNavigate();
  // The menus only say which action on which target; the list is read when the action is chosen.
  const run = (action: TabAction, target: TabTarget) => {
    const result = applyTabAction(tabsStore.get(), action, target, activePath, HOME_PATH);
    tabsStore.set(result.tabs);
    navigate(result.show);
  };

  const menuFor = (target: TabTarget): MenuProps => {
    const path = target === 'active' ? activePath : target.path;
    const index = tabs.findIndex((tab) => tab.path === path);
    const tab = tabs[index];
    const closable = (other: VisitedTab) => !other.affix;
    return {
      items: [
        { key: 'close', label: t('tabs.close'), disabled: !tab || tab.affix },
        {
          key: 'closeOthers',
          label: t('tabs.closeOthers'),
          disabled: !tabs.some((other) => other.path !== path && closable(other)),
        },
        {
          key: 'closeLeft',
          label: t('tabs.closeLeft'),
          disabled: index === -1 || !tabs.slice(0, index).some(closable),
        },
        {
          key: 'closeRight',
          label: t('tabs.closeRight'),
          disabled: index === -1 || !tabs.slice(index + 1).some(closable),
        },
        { key: 'closeAll', label: t('tabs.closeAll'), disabled: !tabs.some(closable) },
      ],
      onClick: ({ key }) => run(key as TabAction, target),
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
        if (action === 'remove' && typeof path === 'string') run('close', { path });
      }}
      tabBarStyle={{ margin: 0, paddingInline: 8, paddingTop: 6 }}
      tabBarExtraContent={
        <Dropdown trigger={['click']} menu={menuFor('active')}>
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.actions')} />
        </Dropdown>
      }
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: !tab.affix,
        label: (
          <Dropdown trigger={['contextMenu']} menu={menuFor({ path: tab.path })}>
            <span>{t(`routes:${tab.titleKey}`)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
