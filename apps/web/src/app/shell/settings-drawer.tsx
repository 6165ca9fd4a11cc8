import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../shared/i18n/i18n';
import { APP_LANGUAGES, toAppLanguage } from '../../shared/i18n/languages';
import {
  resetSettings,
  updateSettings,
  useSettings,
  type LayoutMode,
  type ThemeMode,
} from '../../shared/settings/settings-store';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** The interface settings of spec §3, applied at once and saved in localStorage. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} size={360}>
      <Row label={t('settings.layout')}>
        <Radio.Group
          value={settings.layout}
          onChange={(event) => updateSettings({ layout: event.target.value as LayoutMode })}
          options={[
            { value: 'vertical', label: t('settings.layoutVertical') },
            { value: 'horizontal', label: t('settings.layoutHorizontal') },
          ]}
          optionType="button"
          size="small"
        />
      </Row>
      <Row label={t('settings.theme')}>
        <Radio.Group
          value={settings.theme}
          onChange={(event) => updateSettings({ theme: event.target.value as ThemeMode })}
          options={[
            { value: 'light', label: t('settings.themeLight') },
            { value: 'dark', label: t('settings.themeDark') },
          ]}
          optionType="button"
          size="small"
        />
      </Row>
      <Row label={t('settings.language')}>
        <Radio.Group
          value={settings.language}
          onChange={(event) => setLanguage(toAppLanguage(String(event.target.value)))}
          options={APP_LANGUAGES.map((language) => ({
            value: language,
            label: t(`common:language.${language}`),
          }))}
          optionType="button"
          size="small"
        />
      </Row>
      <Row label={t('settings.fixedHeader')}>
        <Switch checked={settings.fixedHeader} onChange={(fixedHeader) => updateSettings({ fixedHeader })} />
      </Row>
      <Row label={t('settings.tabsBar')}>
        <Switch checked={settings.tabsBar} onChange={(tabsBar) => updateSettings({ tabsBar })} />
      </Row>
      <Row label={t('settings.collapsed')}>
        <Switch checked={settings.collapsed} onChange={(collapsed) => updateSettings({ collapsed })} />
      </Row>
      <Typography.Paragraph type="secondary">{t('settings.savedHint')}</Typography.Paragraph>
      <Button block onClick={resetSettings}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
