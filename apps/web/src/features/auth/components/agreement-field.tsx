import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerPayloadSchema } from '@adplan/contracts';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { schemaRule } from '../../../shared/forms/schema-rules';

/** The required "I agree to the terms and the privacy policy" tick; both texts open in a new tab. */
export function AgreementField() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      validateTrigger={['onChange', 'onBlur']}
      rules={[schemaRule(registerPayloadSchema.shape.agreement, message)]}
    >
      {/* The box sits by the first line when the sentence wraps (English, phones). */}
      <Checkbox styles={{ icon: { alignSelf: 'flex-start', marginBlockStart: 3 } }}>
        {t('agreement.prefix')}{' '}
        <Link to="/terms-of-service" target="_blank" rel="noopener noreferrer">
          {t('agreement.terms')}
        </Link>{' '}
        {t('agreement.and')}{' '}
        <Link to="/privacy" target="_blank" rel="noopener noreferrer">
          {t('agreement.privacy')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
