// The trust block at the end of the checkout: safe checkout, press mentions, awards, disclaimer
// with the contact mailbox, the terms the page promises, links, social profiles and the copyright
// line (spec section 2). Press and social links come from the build's configuration; without
// any, those parts are left out rather than filled with names the business cannot stand behind.
import { useTranslation } from '@flx/shared-i18n';

declare const FLX_CONTACT_EMAIL: string;
declare const FLX_SOCIAL_LINKS: ReadonlyArray<{ name: string; url: string }>;
declare const FLX_PRESS_MENTIONS: ReadonlyArray<{ name: string; url: string }>;
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
      {FLX_PRESS_MENTIONS.length > 0 && (
        <>
          <h2 className="ck-section-title">{t('checkout.trust.press')}</h2>
          <ul className="ck-press">
            {FLX_PRESS_MENTIONS.map((mention) => (
              <li key={mention.url}>
                <a href={mention.url} rel="noopener" target="_blank">
                  {mention.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
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
      {FLX_SOCIAL_LINKS.length > 0 && (
        <nav className="ck-links ck-social" aria-label={t('checkout.trust.social')}>
          {FLX_SOCIAL_LINKS.map((link) => (
            <a key={link.url} href={link.url} rel="noopener me" target="_blank">
              {link.name}
            </a>
          ))}
        </nav>
      )}
      <p className="ck-copyright">{t('checkout.trust.copyright', { year: COPYRIGHT_YEAR })}</p>
    </section>
  );
}
