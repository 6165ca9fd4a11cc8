// The inputs of the login form drawn with plain elements (antd's look, plain-ui.css): the login page is a
// visitor's first screen and loads no antd. Each input is named by its aria-label, its message is shown
// under it.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainIcon, type PlainIconName } from '../../../shared/ui/plain-icons';
import type { AuthSubmit } from '../model/use-auth-submit';
import type { PlainForm } from '../model/use-plain-form';
import '../../../shared/ui/plain-ui.css';

interface PlainInputProps {
  form: PlainForm;
  name: string;
  label: string;
  placeholder: string;
  icon: PlainIconName;
  autoComplete: string;
  maxLength?: number;
  inputMode?: 'numeric';
  /** Hidden text with a show/hide button (passwords). */
  secret?: boolean;
  /** A button after the input (the SMS code's send button). */
  addon?: ReactNode;
}

/** A text input with its icon and, below it, the field's message. */
export function PlainInput({ form, name, label, icon, secret = false, addon, ...input }: PlainInputProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  const errorId = useId();
  const error = form.errors[name];
  const box = (
    <span className="adp-input">
      <PlainIcon name={icon} />
      <input
        {...input}
        name={name}
        type={secret && !shown ? 'password' : 'text'}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value)}
        onBlur={() => form.check(name)}
      />
      {secret ? (
        <button
          type="button"
          className="adp-icon-button"
          aria-label={t(shown ? 'field.hidePassword' : 'field.showPassword')}
          onClick={() => setShown((previous) => !previous)}
        >
          <PlainIcon name={shown ? 'eye' : 'eyeInvisible'} />
        </button>
      ) : null}
    </span>
  );
  return (
    <div className={error ? 'adp-field has-error' : 'adp-field'}>
      {addon ? (
        <div className="adp-input-row">
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
      {error ? (
        <div id={errorId} className="adp-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The required "I agree to the terms and the privacy policy" tick; both texts open in a new tab. */
export function PlainAgreement({ form }: { form: PlainForm }) {
  const { t } = useTranslation('auth');
  const error = form.errors['agreement'];
  return (
    <div className={error ? 'adp-field has-error' : 'adp-field'}>
      <label className="adp-checkbox">
        <input
          type="checkbox"
          checked={form.values['agreement'] === true}
          onChange={(event) => {
            form.setValue('agreement', event.target.checked);
            form.check('agreement');
          }}
        />
        <span>
          {t('agreement.prefix')}{' '}
          <Link to="/terms-of-service" target="_blank" rel="noopener noreferrer">
            {t('agreement.terms')}
          </Link>{' '}
          {t('agreement.and')}{' '}
          <Link to="/privacy" target="_blank" rel="noopener noreferrer">
            {t('agreement.privacy')}
          </Link>
        </span>
      </label>
      {error ? (
        <div className="adp-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The full-width submit button, busy while the call runs, with the last failure (closable) above it. */
export function PlainSubmit({ submit, children }: { submit: AuthSubmit; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {submit.failure ? (
        <div className="adp-alert" role="alert">
          <PlainIcon name="closeCircleFilled" />
          <span>{submit.failure}</span>
          <button
            type="button"
            className="adp-icon-button"
            aria-label={t('login.closeFailure')}
            onClick={submit.clearFailure}
          >
            <PlainIcon name="close" />
          </button>
        </div>
      ) : null}
      <div className="adp-submit">
        <button
          type="submit"
          className="adp-button primary"
          aria-busy={submit.submitting || undefined}
          disabled={submit.submitting}
        >
          {submit.submitting ? <span className="adp-spinner adp-spinner-small" aria-hidden="true" /> : null}
          {children}
        </button>
      </div>
    </>
  );
}
