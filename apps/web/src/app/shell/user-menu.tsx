import { Avatar, Button, Dropdown } from 'antd';
import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERSONAL_CENTER_PATH } from '@adplan/contracts';
import { useAppNavigate } from '../../shared/routing/use-app-navigate';
import { useSession } from '../../shared/session/session-store';

/** The user's menu in the header: personal centre, change password, sign out. */
export function UserMenu({
  onChangePassword,
  compact = false,
}: {
  onChangePassword: () => void;
  /** Phone width: the avatar alone (the name is in the menu's first entry's page). */
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { user, logout } = useSession();
  const navigate = useAppNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'personalCenter', icon: <UserOutlined />, label: t('user.personalCenter') },
          { key: 'changePassword', icon: <LockOutlined />, label: t('user.changePassword') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'personalCenter') navigate(PERSONAL_CENTER_PATH);
          else if (key === 'changePassword') onChangePassword();
          else if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" aria-label={t('user.menu')} icon={<Avatar size="small" icon={<UserOutlined />} />}>
        {compact ? null : user?.user_name}
      </Button>
    </Dropdown>
  );
}
