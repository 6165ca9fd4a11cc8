import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPasswordPayloadSchema, type ResetPasswordPayload } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { differentFromFieldRule, sameAsFieldRule, schemaRule } from '../../../shared/forms/schema-rules';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { useSession } from '../../../shared/session/session-store';
import { useResetPasswordMutation } from '../api/reset-password';

/** Width of the dialog (spec §2). */
export const CHANGE_PASSWORD_DIALOG_WIDTH = 600;

const fields = resetPasswordPayloadSchema.shape;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The change-password dialog (spec §2, §4): current password, new password and its confirmation, checked
 * on blur and on submit with the contracts' rules; closes and resets on success and on cancel.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const validationMessage = useValidationMessage();
  const { user } = useSession();
  const [form] = Form.useForm<ResetPasswordPayload>();
  const mutation = useResetPasswordMutation();

  const close = () => {
    form.resetFields();
    mutation.reset();
    onClose();
  };

  const submit = async (values: ResetPasswordPayload) => {
    const parsed = resetPasswordPayloadSchema.safeParse(values);
    if (!parsed.success) return;
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      void message.success(answer.msg || t('changePassword.success'));
      close();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.msg : t('changePassword.failed'));
    }
  };

  return (
    <Modal
      title={t('changePassword.title')}
      open={open}
      width={CHANGE_PASSWORD_DIALOG_WIDTH}
      okText={t('changePassword.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      <Form<ResetPasswordPayload>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        {/* Tells a password manager whose saved password this form changes. */}
        <input type="text" autoComplete="username" value={user?.user_name ?? ''} readOnly hidden />
        <Form.Item
          name="password"
          label={t('changePassword.current')}
          required
          rules={[schemaRule(fields.password, validationMessage)]}
        >
          <Input.Password
            autoComplete="current-password"
            placeholder={t('changePassword.currentPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('changePassword.new')}
          required
          dependencies={['password']}
          extra={t('changePassword.rule')}
          rules={[
            schemaRule(fields.new_password, validationMessage),
            differentFromFieldRule('password', 'validation.newPassword.sameAsCurrent', validationMessage),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('changePassword.newPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="passwordagain"
          label={t('changePassword.confirm')}
          required
          dependencies={['new_password']}
          rules={[
            schemaRule(fields.passwordagain, validationMessage),
            sameAsFieldRule('new_password', 'validation.passwordAgain.mismatch', validationMessage),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('changePassword.confirmPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
