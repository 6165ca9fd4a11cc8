// The account inputs the three public forms share, each checked with its contracts schema.
import { Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerPayloadSchema } from '@adplan/contracts';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { sameAsFieldRule, schemaRule, type SafeParser } from '../../../shared/forms/schema-rules';

/**
 * A field's hint, shown only while the field has no error: the error already says what is wanted, and a
 * hint and an error stacked under one input read as two different problems.
 */
function HintUnlessError({ name, text }: { name: string; text: string }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {({ getFieldError }) => (getFieldError(name).length > 0 ? null : text)}
    </Form.Item>
  );
}

interface FieldProps {
  /** Show the label above the input (register and reset forms); the login form relies on placeholders. */
  withLabel?: boolean;
}

export function PhoneField({ withLabel = false }: FieldProps) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  return (
    <Form.Item
      name="phone_number"
      label={withLabel ? t('field.phone') : undefined}
      rules={[schemaRule(registerPayloadSchema.shape.phone_number, message)]}
    >
      <Input
        size="large"
        prefix={<MobileOutlined />}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={t('field.phonePlaceholder')}
        aria-label={t('field.phone')}
      />
    </Form.Item>
  );
}

export function UserNameField({ withLabel = false, hint = false }: FieldProps & { hint?: boolean }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  return (
    <Form.Item
      name="user_name"
      label={withLabel ? t('field.userName') : undefined}
      extra={hint ? <HintUnlessError name="user_name" text={t('field.userNameHint')} /> : undefined}
      rules={[schemaRule(registerPayloadSchema.shape.user_name, message)]}
    >
      <Input
        size="large"
        prefix={<UserOutlined />}
        autoComplete="username"
        maxLength={20}
        placeholder={t('field.userNamePlaceholder')}
        aria-label={t('field.userName')}
      />
    </Form.Item>
  );
}

interface PasswordFieldProps extends FieldProps {
  name: 'password' | 'new_password';
  /** The contracts schema of this field (its required message differs between password and new password). */
  schema: SafeParser;
  kind: 'current' | 'new';
  hint?: boolean;
}

export function PasswordField({ name, schema, kind, withLabel = false, hint = false }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const label = t(name === 'new_password' ? 'field.newPassword' : 'field.password');
  return (
    <Form.Item
      name={name}
      label={withLabel ? label : undefined}
      extra={hint ? <HintUnlessError name={name} text={t('field.passwordHint')} /> : undefined}
      rules={[schemaRule(schema, message)]}
    >
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
        placeholder={t(
          name === 'new_password' ? 'field.newPasswordPlaceholder' : 'field.passwordPlaceholder',
        )}
        aria-label={label}
      />
    </Form.Item>
  );
}

/** Confirmation of `of`: required, and equal to it (re-checked when `of` changes). */
export function PasswordAgainField({
  of,
  withLabel = false,
}: FieldProps & { of: 'password' | 'new_password' }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  return (
    <Form.Item
      name="passwordagain"
      label={withLabel ? t('field.passwordAgain') : undefined}
      dependencies={[of]}
      rules={[
        schemaRule(registerPayloadSchema.shape.passwordagain, message),
        sameAsFieldRule(of, 'validation.passwordAgain.mismatch', message),
      ]}
    >
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        autoComplete="new-password"
        placeholder={t('field.passwordAgainPlaceholder')}
        aria-label={t('field.passwordAgain')}
      />
    </Form.Item>
  );
}

/** A new password (with its hint) and its confirmation, as the register and reset forms ask for them. */
export function NewPasswordFields({ name, schema }: Pick<PasswordFieldProps, 'name' | 'schema'>) {
  return (
    <>
      <PasswordField name={name} kind="new" schema={schema} withLabel hint />
      <PasswordAgainField of={name} withLabel />
    </>
  );
}
