// The one i18next instance (an MF singleton): translations load per language over HTTP from
// /locales/{lng}/translation.json, English is the fallback.
import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguageCode } from './languages';

export const LOCALES_PATH = '/locales/{{lng}}/translation.json';

let ready: Promise<i18n> | undefined;

export function initI18n(language: string): Promise<i18n> {
  ready ??= i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: toLanguageCode(language),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      // Only the exact language is fetched: there are no regional variants to fall through.
      load: 'currentOnly',
      backend: { loadPath: LOCALES_PATH },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => i18next);
  return ready;
}

export { i18next };
