import { Button, Flex, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Questions a seller often asks, to start a conversation with one click. */
export function SuggestedQuestions({
  onPick,
  disabled,
}: {
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('assistant');
  const questions = t('suggestions', { returnObjects: true }) as string[];
  return (
    <Flex vertical gap={8} data-testid="assistant-suggestions">
      <Typography.Text type="secondary">
        <BulbOutlined /> {t('suggestionsTitle')}
      </Typography.Text>
      <Flex gap={8} wrap>
        {questions.map((question) => (
          <Button
            key={question}
            size="small"
            disabled={disabled}
            onClick={() => onPick(question)}
            // Long questions wrap inside the button on a phone instead of widening the page.
            style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'start' }}
          >
            {question}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
