import type { ReactNode } from 'react';
import { Alert, Button, Form, type FormInstance } from 'antd';
import type { AuthSubmit } from '../model/use-auth-submit';

interface AuthFormProps {
  form: FormInstance;
  /** The form's name (antd prefixes input ids with it). */
  name: string;
  onSubmit(values: Record<string, unknown>): Promise<void>;
  children: ReactNode;
}

/** The form of the login, register and reset pages: labels above inputs, checked when an input is left. */
export function AuthForm({ form, name, onSubmit, children }: AuthFormProps) {
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      validateTrigger="onBlur"
      requiredMark={false}
      onFinish={(values: Record<string, unknown>) => void onSubmit(values)}
    >
      {children}
    </Form>
  );
}

interface AuthSubmitButtonProps {
  submit: Pick<AuthSubmit, 'submitting' | 'failure' | 'clearFailure'>;
  /** The button's text. */
  children: ReactNode;
}

/** The full-width submit button, spinning while the call runs, with the last failure (closable) above it. */
export function AuthSubmitButton({ submit, children }: AuthSubmitButtonProps) {
  return (
    <>
      {submit.failure ? (
        <Alert
          type="error"
          showIcon
          title={submit.failure}
          closable={{ onClose: submit.clearFailure }}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form.Item style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={submit.submitting}>
          {children}
        </Button>
      </Form.Item>
    </>
  );
}
