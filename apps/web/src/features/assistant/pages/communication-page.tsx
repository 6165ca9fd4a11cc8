import { Button, Card, Empty, Flex, Input, Segmented, Skeleton, Typography } from 'antd';
import { DeleteOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS, type AssistantMode } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { useAskMutation } from '../api/ask-question';
import { AnswerBubble } from '../components/answer-bubble';
import { SuggestedQuestions } from '../components/suggested-questions';
import {
  historyOf,
  readConversation,
  writeConversation,
  type ConversationEntry,
} from '../model/conversation';

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** /communication: the ad Q&A assistant, a conversation kept for the browser session. */
export default function CommunicationPage() {
  const { t } = useTranslation('assistant');
  const [entries, setEntries] = useState<ConversationEntry[]>(() => readConversation(sessionStorage));
  const [mode, setMode] = useState<AssistantMode>('normal');
  const [draft, setDraft] = useState('');
  const ask = useAskMutation();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    writeConversation(sessionStorage, entries);
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries]);

  const send = (text: string) => {
    const question = text.trim();
    if (question.length < ASSISTANT_LIMITS.questionMinLength || ask.isPending) return;
    const entry: ConversationEntry = { id: newId(), question, mode };
    const history = historyOf(entries);
    setEntries((current) => [...current, entry]);
    setDraft('');
    const settle = (patch: Partial<ConversationEntry>) =>
      setEntries((current) => current.map((item) => (item.id === entry.id ? { ...item, ...patch } : item)));
    ask.mutate(
      { question, mode, ...(history.length > 0 ? { history } : {}) },
      {
        onSuccess: (answer) => settle(answer.data),
        onError: (error) => settle({ error: error instanceof ApiError ? error.msg : t('errorHint') }),
      },
    );
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Button
          icon={<DeleteOutlined />}
          disabled={entries.length === 0 || ask.isPending}
          onClick={() => setEntries([])}
        >
          {t('clear')}
        </Button>
      }
    >
      <Flex vertical gap={16} style={{ maxWidth: 920, margin: '0 auto' }}>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Flex vertical gap={16} data-testid="assistant-conversation">
          {entries.length === 0 ? (
            <Empty description={t('empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            entries.map((entry) => (
              <Flex key={entry.id} vertical gap={8}>
                <Flex justify="flex-end">
                  <Typography.Paragraph
                    style={{
                      margin: 0,
                      padding: '8px 12px',
                      borderRadius: 8,
                      background: 'var(--ant-color-primary-bg, #e6f4ff)',
                      maxWidth: '85%',
                      whiteSpace: 'pre-wrap',
                    }}
                  >
                    <UserOutlined /> {entry.question}
                  </Typography.Paragraph>
                </Flex>
                {entry.answer || entry.error ? (
                  <AnswerBubble entry={entry} />
                ) : (
                  <Card size="small" data-testid="assistant-pending">
                    <Typography.Text type="secondary">{t('thinking')}</Typography.Text>
                    <Skeleton active paragraph={{ rows: 2 }} title={false} />
                  </Card>
                )}
              </Flex>
            ))
          )}
          <div ref={endRef} />
        </Flex>
        <SuggestedQuestions onPick={send} disabled={ask.isPending} />
        <Flex vertical gap={8}>
          <Segmented<AssistantMode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'normal', label: t('mode.normal') },
              { value: 'extended', label: t('mode.extended') },
            ]}
            aria-label={t('modeLabel')}
          />
          <Typography.Text type="secondary">{t(`modeHint.${mode}`)}</Typography.Text>
          <Input.TextArea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={(event) => {
              if (!event.shiftKey) {
                event.preventDefault();
                send(draft);
              }
            }}
            maxLength={ASSISTANT_LIMITS.questionMaxLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
          />
          <Flex justify="flex-end">
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={ask.isPending}
              disabled={draft.trim().length < ASSISTANT_LIMITS.questionMinLength}
              onClick={() => send(draft)}
            >
              {t('send')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
