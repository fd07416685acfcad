// The static privacy policy page (spec section 2): ten sections, text from the translations.
import { useTranslation } from '@flx/shared-i18n';
import { ShellPageHeader } from '../layout/ShellPageHeader';

export const PRIVACY_SECTIONS = [
  'collected',
  'use',
  'sharing',
  'retention',
  'rights',
  'cookies',
  'security',
  'thirdParty',
  'children',
  'changes',
] as const;

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <>
      <ShellPageHeader />
      <article className="flx-card flx-prose" data-screen="privacy-policy">
        <h1>{t('privacy.title')}</h1>
        <p>{t('privacy.intro')}</p>
        {PRIVACY_SECTIONS.map((key, i) => (
          <section key={key} aria-labelledby={`privacy-${key}`}>
            <h2 id={`privacy-${key}`}>
              {i + 1}. {t(`privacy.${key}.title`)}
            </h2>
            {(t(`privacy.${key}.body`, { returnObjects: true }) as string[]).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
