// The trust block at the end of the checkout: safe checkout, awards, disclaimer with the
// contact mailbox, the terms the page promises, links and the copyright line (spec section 2).
import { useTranslation } from '@flx/shared-i18n';

declare const FLX_CONTACT_EMAIL: string;
/** The spec fixes the copyright year. */
const COPYRIGHT_YEAR = 2025;

export function TrustFooter() {
  const { t } = useTranslation();
  return (
    <section className="ck-section ck-trust" aria-label={t('checkout.trust.label')}>
      <div className="ck-safe">
        <svg className="ck-safe__lock" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <rect x="4" y="10" width="16" height="11" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" strokeWidth="2" />
        </svg>
        <div>
          <strong>{t('checkout.trust.safeCheckout')}</strong>
          <p>{t('checkout.trust.safeBody')}</p>
        </div>
      </div>
      <h2 className="ck-section-title">{t('checkout.trust.awards')}</h2>
      <ul className="ck-awards">
        <li>{t('checkout.trust.awardRedAchievers')}</li>
        <li>{t('checkout.trust.awardStartup')}</li>
      </ul>
      <p id="disclaimer" className="ck-disclaimer">
        {t('checkout.trust.disclaimer')}{' '}
        <a href={`mailto:${FLX_CONTACT_EMAIL}`} dir="ltr">
          {FLX_CONTACT_EMAIL}
        </a>
      </p>
      <section id="terms" className="ck-terms" aria-labelledby="ck-terms-heading">
        <h3 id="ck-terms-heading">{t('checkout.trust.termsLink')}</h3>
        <p>{t('checkout.trust.termsBody')}</p>
      </section>
      <nav className="ck-links" aria-label={t('checkout.trust.links')}>
        <a href="#terms">{t('checkout.trust.termsLink')}</a>
        <a href="/privacy_policy">{t('shell.footer.privacy')}</a>
        <a href="#disclaimer">{t('checkout.trust.disclaimerLink')}</a>
      </nav>
      <p className="ck-copyright">{t('checkout.trust.copyright', { year: COPYRIGHT_YEAR })}</p>
    </section>
  );
}
