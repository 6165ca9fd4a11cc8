import { Alert, Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkdownView } from '../../../shared/ui/markdown-view';
import type { ConversationEntry } from '../model/conversation';

const COPIED_MS = 2000;

/** One answer: the text (markdown), the pages it came from as links, and a copy button. */
export function AnswerBubble({ entry }: { entry: ConversationEntry }) {
  const { t } = useTranslation('assistant');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!entry.answer) return;
    await navigator.clipboard.writeText(entry.answer);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };

  if (entry.error) {
    return <Alert type="error" showIcon title={t('error')} description={entry.error} />;
  }
  return (
    <Card
      size="small"
      data-testid="assistant-answer"
      title={
        <Space size={8} wrap>
          <span>{t('answerTitle')}</span>
          <Tag color={entry.mode === 'extended' ? 'purple' : 'blue'}>{t(`mode.${entry.mode}`)}</Tag>
          {entry.generated ? <Tag color="gold">{t('generated')}</Tag> : null}
        </Space>
      }
      extra={
        <Tooltip title={copied ? t('copied') : t('copy')}>
          <Button
            type="text"
            aria-label={t('copy')}
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            onClick={() => void copy()}
          />
        </Tooltip>
      }
    >
      <MarkdownView>{entry.answer ?? ''}</MarkdownView>
      {entry.sources && entry.sources.length > 0 ? (
        <Flex vertical gap={4} data-testid="assistant-sources">
          <Typography.Text type="secondary">
            {entry.grounded ? t('sources') : t('noAnswerHint')}
          </Typography.Text>
          {entry.sources.map((source, index) => (
            <Link key={`${source.path}-${index}`} to={source.path}>
              <LinkOutlined /> {entry.grounded ? `[${index + 1}] ` : ''}
              {source.title}
            </Link>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
