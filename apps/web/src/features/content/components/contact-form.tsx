import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_LIMITS, contactMessagePayloadSchema } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { schemaRule } from '../../../shared/forms/schema-rules';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { useLeaveMessageMutation } from '../api/leave-message';

interface ContactFormValues {
  body: string;
  contact?: string;
}

/** Leave a message for support (operators read them); says when it arrived and keeps the text on failure. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const message = useValidationMessage();
  const [form] = Form.useForm<ContactFormValues>();
  const mutation = useLeaveMessageMutation();
  const [sent, setSent] = useState<string | null>(null);

  const submit = (values: ContactFormValues) => {
    setSent(null);
    mutation.mutate(
      { body: values.body, contact: values.contact?.trim() ? values.contact : undefined },
      {
        onSuccess: (answer) => {
          setSent(answer.msg);
          form.resetFields();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields) {
            form.setFields(
              Object.entries(fields).map(([name, errors]) => ({
                name: name as keyof ContactFormValues,
                errors: errors.map(String),
              })),
            );
          }
        },
      },
    );
  };

  const failure = mutation.error instanceof ApiError && !mutation.error.fields ? mutation.error.msg : null;
  return (
    <Card title={t('contact.formTitle')} style={{ marginTop: 24 }} data-testid="contact-form">
      {sent ? <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} /> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="body"
          label={t('contact.body')}
          rules={[schemaRule(contactMessagePayloadSchema.shape.body, message)]}
        >
          <Input.TextArea
            rows={5}
            maxLength={CONTACT_MESSAGE_LIMITS.bodyMaxLength}
            showCount
            placeholder={t('contact.bodyPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('contact.contact')}
          rules={[schemaRule(contactMessagePayloadSchema.shape.contact, message)]}
        >
          <Input
            maxLength={CONTACT_MESSAGE_LIMITS.contactMaxLength}
            placeholder={t('contact.contactPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('contact.send')}
        </Button>
      </Form>
    </Card>
  );
}
