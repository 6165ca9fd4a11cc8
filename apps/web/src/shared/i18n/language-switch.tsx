import { Dropdown, Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';
import { setLanguage } from './i18n';
import { APP_LANGUAGES, toAppLanguage } from './languages';

/**
 * The 中文 / English switch (header of the console, and any public page that wants it). `compact` (phone
 * width) shows the globe alone, so the header keeps the switch beside the brand and the user menu.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: APP_LANGUAGES.map((key) => ({ key, label: t(`language.${key}`) })),
        onClick: ({ key }) => setLanguage(toAppLanguage(key)),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {compact ? null : t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
