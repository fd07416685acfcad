// Keeps the store, i18next, <html lang dir> and the visitor's stored choice on one language,
// and follows a `lan` query that appears on a later navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { flxStore, useFlxStore } from '@flx/shared-contract';
import { applyDocumentLanguage, findLanguage, i18next } from '@flx/shared-i18n';
import { LANGUAGE_STORAGE_KEY } from './initial-language';

export function useLanguageSync(): void {
  const language = useFlxStore((s) => s.language);
  const { search } = useLocation();

  useEffect(() => {
    const fromQuery = findLanguage(new URLSearchParams(search).get('lan'));
    if (fromQuery) flxStore.getState().setLanguage(fromQuery.code);
  }, [search]);

  useEffect(() => {
    applyDocumentLanguage(language);
    void i18next.changeLanguage(language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private browsing may refuse storage; the language still applies to this visit.
    }
  }, [language]);
}
