// The footer the spec puts on every page.
import { useTranslation } from '@flx/shared-i18n';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="flx-footer">
      <p>{t('shell.footer.association')}</p>
      <p>
        <a href="/privacy_policy">{t('shell.footer.privacy')}</a>
      </p>
    </footer>
  );
}
