import { Button, Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  registerPayloadSchema,
  SMS_CODE_LENGTH,
  SMS_RESEND_INTERVAL_SECONDS,
  type SmsPurpose,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showError, showSuccess } from '../../../shared/feedback/feedback';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { useSendSmsCodeMutation } from '../api/auth-queries';
import { schemaRule } from '../../../shared/forms/schema-rules';
import { useCountdown } from '../model/use-countdown';

interface SmsCodeFieldProps {
  /** What the code is for; the server accepts it only for that purpose. */
  purpose: SmsPurpose;
  /** Show the field label above the input (register and reset forms). */
  withLabel?: boolean;
}

/**
 * The `sms_code` input with its send button: the button checks the form's `phone_number` first, asks the
 * server for a code and then counts down 60 s before another can be requested.
 */
export function SmsCodeField({ purpose, withLabel = false }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const form = Form.useFormInstance();
  const { remaining, start } = useCountdown();
  const sendSms = useSendSmsCodeMutation();
  const sending = sendSms.isPending;

  async function send(): Promise<void> {
    let phone: string;
    try {
      const values = (await form.validateFields(['phone_number'])) as { phone_number: string };
      phone = values.phone_number.trim();
    } catch {
      return;
    }
    try {
      const confirmation = await sendSms.mutateAsync({ phone_number: phone, purpose });
      start(SMS_RESEND_INTERVAL_SECONDS);
      showSuccess(confirmation || t('sms.sent'));
    } catch (error) {
      // After a 429 the button waits as long as the server says, instead of inviting another refusal.
      const wait = error instanceof ApiError ? error.data?.retry_after_seconds : undefined;
      if (typeof wait === 'number' && wait > 0) start(Math.ceil(wait));
      showError(error instanceof ApiError ? error.msg : t('sms.failed'));
    }
  }

  return (
    <Form.Item label={withLabel ? t('field.smsCode') : undefined} required={withLabel}>
      <Space.Compact block>
        <Form.Item
          name="sms_code"
          noStyle
          rules={[schemaRule(registerPayloadSchema.shape.sms_code, validationMessage)]}
        >
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('field.smsCodePlaceholder')}
            aria-label={t('field.smsCode')}
          />
        </Form.Item>
        <Button
          size="large"
          onClick={() => void send()}
          loading={sending}
          disabled={remaining > 0}
          style={{ minWidth: 148 }}
        >
          {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
