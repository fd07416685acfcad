// The checkout header: logo and the 'Select Language' dropdown (current language in bold).
import { useState } from 'react';
import { flxStore, useFlxStore } from '@flx/shared-contract';
import { LANGUAGES, useTranslation } from '@flx/shared-i18n';
import logo from './logo.svg';

export function CheckoutHeader() {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [open, setOpen] = useState(false);
  return (
    <header className="ck-header">
      <img src={logo} alt={t('shell.brand')} width={160} height={32} />
      <div className="ck-lang">
        <button type="button" className="ck-lang__button" aria-expanded={open} aria-controls="ck-lang-list" onClick={() => setOpen(!open)}>
          {t('shell.selectLanguage')}
        </button>
        {open && (
          <ul id="ck-lang-list" className="ck-lang__list">
            {LANGUAGES.map((l) => (
              <li key={l.code}>
                <button
                  type="button"
                  lang={l.code}
                  aria-current={l.code === language ? 'true' : undefined}
                  className={l.code === language ? 'ck-lang__item ck-lang__item--current' : 'ck-lang__item'}
                  onClick={() => {
                    flxStore.getState().setLanguage(l.code);
                    setOpen(false);
                  }}
                >
                  {l.nativeName}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
