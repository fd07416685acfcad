// Keeps the store, i18next, <html lang dir>, the page title, the script's font, the `lan` query
// and the visitor's stored choice on one language, and follows a `lan` query that appears on a
// later navigation.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flxStore, useFlxStore } from '@flx/shared-contract';
import { applyDocumentLanguage, findLanguage, i18next } from '@flx/shared-i18n';
import { loadScriptFont } from '@flx/shared-i18n/src/fonts';
import { LANGUAGE_STORAGE_KEY } from './initial-language';
import { rewriteLanQuery } from './lan-query';

export function useLanguageSync(): void {
  const language = useFlxStore((s) => s.language);
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  const previousLanguage = useRef(language);

  useEffect(() => {
    const fromQuery = findLanguage(new URLSearchParams(location.search).get('lan'));
    if (fromQuery) flxStore.getState().setLanguage(fromQuery.code);
  }, [location.search]);

  // Only on a change of language (not of address, nor on mount): a new address's `lan` is
  // followed above.
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    const { pathname, search, hash } = current.current;
    const rewritten = rewriteLanQuery(search, language);
    if (rewritten) navigate({ pathname, search: rewritten, hash }, { replace: true });
  }, [language, navigate]);

  useEffect(() => {
    applyDocumentLanguage(language);
    void loadScriptFont(language);
    void i18next.changeLanguage(language).then(() => {
      document.title = i18next.t('shell.documentTitle');
    });
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private browsing may refuse storage; the language still applies to this visit.
    }
  }, [language]);
}
