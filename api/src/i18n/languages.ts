// The site's ten languages as the server needs them: the spec's codes (`lang=hn` in a hand-off) to
// the BCP 47 codes of the translation files, and the writing direction. The same table lives in
// shared-i18n/src/languages.ts for the browser; languages.test.ts keeps the two equal.

/** Spec code to BCP 47 code. */
export const SPEC_TO_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'en',
  hn: 'hi',
  ta: 'ta',
  tel: 'te',
  mal: 'ml',
  kan: 'kn',
  arabic: 'ar',
  sinhala: 'si',
  bangla: 'bn',
  pashto: 'ps',
};

export const LANGUAGE_CODES: readonly string[] = Object.values(SPEC_TO_LANGUAGE);
export const RTL_LANGUAGES: readonly string[] = ['ar', 'ps'];

/** A spec code or a BCP 47 code (`hi`, `hi-IN`) to a site language; English for anything else. */
export function languageFrom(input: unknown): string {
  if (typeof input !== 'string') return 'en';
  const lower = input.trim().toLowerCase();
  const base = lower.split(/[-_]/)[0] ?? '';
  return SPEC_TO_LANGUAGE[lower] ?? (LANGUAGE_CODES.includes(base) ? base : 'en');
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
