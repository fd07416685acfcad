// Header of the pages the shell itself owns (privacy policy, errors): brand and language.
import { flxStore, useFlxStore } from '@flx/shared-contract';
import { LanguageSelect, useTranslation } from '@flx/shared-i18n';

export function ShellPageHeader() {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  return (
    <header className="flx-page-header">
      <a href="/" className="flx-brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('shell.brand')}</span>
      </a>
      <LanguageSelect value={language} onChange={(code) => flxStore.getState().setLanguage(code)} label={t('shell.selectLanguage')} />
    </header>
  );
}
