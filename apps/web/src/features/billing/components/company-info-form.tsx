import { useEffect } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCompanyInfoPayloadSchema, type CompanyInfo } from '@adplan/contracts';
import { schemaRule } from '../../../shared/forms/schema-rules';
import { useValidationMessage } from '../../../shared/i18n/validation';

export interface CompanyFields {
  title: string;
  unified_social_credit_code: string;
  email: string;
  invoice_type: CompanyInfo['invoice_type'];
}

interface CompanyInfoFormProps {
  initial: CompanyInfo | null | undefined;
  submitText: string;
  submitting: boolean;
  onSubmit: (fields: CompanyFields) => void;
}

const fields = addCompanyInfoPayloadSchema.shape;

/** Invoice title data (spec §3): title, title type company, credit code (GB 32100 checksum), email, type. */
export function CompanyInfoForm({ initial, submitText, submitting, onSubmit }: CompanyInfoFormProps) {
  const { t } = useTranslation('billing');
  const validationMessage = useValidationMessage();
  const [form] = Form.useForm<CompanyFields>();
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);
  return (
    <Form<CompanyFields>
      form={form}
      layout="vertical"
      initialValues={{ invoice_type: 'ordinary_e_invoice' }}
      onFinish={onSubmit}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="title"
        label={t('invoice.companyTitle')}
        rules={[schemaRule(fields.title, validationMessage)]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('invoice.titleType')}>
        <Input value={t('invoice.titleTypeCompany')} disabled />
      </Form.Item>
      <Form.Item
        name="unified_social_credit_code"
        label={t('invoice.creditCode')}
        rules={[schemaRule(fields.unified_social_credit_code, validationMessage)]}
      >
        <Input maxLength={18} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('invoice.email')}
        rules={[schemaRule(fields.email, validationMessage)]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item name="invoice_type" label={t('invoice.invoiceType')}>
        <Select
          options={[
            { value: 'ordinary_e_invoice', label: t('invoice.ordinary_e_invoice') },
            { value: 'special_e_invoice', label: t('invoice.special_e_invoice') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
