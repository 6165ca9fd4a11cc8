import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { PlainIcon } from '../../../shared/ui/plain-icons';
import { ProductBrand } from '../../../shared/ui/product-mark';
import '../../../shared/ui/plain-ui.css';

interface AuthLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * The frame of the login, register and reset pages: product panel (wide screens), form card, language
 * switch, legal links. Plain elements styled by plain-ui.css: the login page loads no antd.
 */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const { t: tLegal } = useTranslation('legal');
  const features = t('brand.features', { returnObjects: true });

  return (
    <div className="adp-auth">
      <header className="adp-auth-header">
        <ProductBrand size="large" />
        <LanguageSwitch />
      </header>

      <main className="adp-auth-main">
        <section className="adp-auth-pitch">
          <h2>{t('common:appTitle')}</h2>
          <p>{t('brand.subtitle')}</p>
          <ul>
            {(Array.isArray(features) ? features : []).map((feature: string) => (
              <li key={feature}>
                <PlainIcon name="checkCircleFilled" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="adp-auth-card">
          <h3 className={description ? 'with-description' : undefined}>{title}</h3>
          {description ? <p className="adp-auth-description">{description}</p> : null}
          {children}
        </section>
      </main>

      <footer className="adp-auth-footer">
        <nav className="adp-auth-links">
          <Link to="/terms-of-service">{tLegal('terms.title')}</Link>
          <span className="separator" aria-hidden="true" />
          <Link to="/privacy">{tLegal('privacy.title')}</Link>
          <span className="separator" aria-hidden="true" />
          <Link to="/third-party-services">{tLegal('thirdParty.title')}</Link>
        </nav>
        <span className="adp-auth-hours">{t('footer.serviceHours')}</span>
      </footer>
    </div>
  );
}
