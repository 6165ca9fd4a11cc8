// The head of an upload tool page: its title, what it does and the guides it relies on.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolDefinition } from '../model/tool-definitions';
import { GuideLinks } from './guide-links';

/** The tool's title, introduction and guide links. */
export function ToolIntroCard({ tool }: { tool: ToolDefinition }) {
  const { t } = useTranslation('plans');
  const { t: tRoutes } = useTranslation('routes');
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {tRoutes(tool.titleKey)}
      </Typography.Title>
      <Typography.Paragraph>{t(`tools.${tool.flow}.intro`)}</Typography.Paragraph>
      <GuideLinks guides={tool.guides} />
    </Card>
  );
}
