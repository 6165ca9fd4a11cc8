import { useState, type ReactNode } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';
import { setLanguage } from './i18n';
import { APP_LANGUAGES, toAppLanguage } from './languages';

interface LanguageMenuProps {
  /** The switch's button. */
  children: ReactNode;
  /** Open at once (the click that asked for the menu has already happened). */
  defaultOpen?: boolean;
}

/** The language dropdown around the switch's button; loaded lazily by `LanguageSwitch`. */
export default function LanguageMenu({ children, defaultOpen = false }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: APP_LANGUAGES.map((key) => ({ key, label: t(`language.${key}`) })),
        onClick: ({ key }) => {
          setOpen(false);
          setLanguage(toAppLanguage(key));
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
