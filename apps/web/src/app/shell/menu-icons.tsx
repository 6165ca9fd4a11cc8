import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BookOutlined,
  DashboardOutlined,
  HistoryOutlined,
  HomeOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TagsOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** Icons a route item may name in `meta.icon`. */
const MENU_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  overview: <DashboardOutlined />,
  user: <UserOutlined />,
  tool: <ToolOutlined />,
  'tool-auth': <SafetyCertificateOutlined />,
  history: <HistoryOutlined />,
  manual: <BookOutlined />,
  charge: <WalletOutlined />,
  pricing: <TagsOutlined />,
  shop: <ShopOutlined />,
  assistant: <RobotOutlined />,
};

/** The icon for a route's `meta.icon`; a generic one for a name this build does not know. */
export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return MENU_ICONS[name] ?? <AppstoreOutlined />;
}
