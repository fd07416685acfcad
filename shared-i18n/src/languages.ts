// The ten interface languages: the spec's legacy codes, their BCP 47 codes, names in their
// own scripts, and writing direction.
export interface Language {
  /** Code as the spec and old links spell it (`lan=hn`). */
  specCode: string;
  /** BCP 47 code used everywhere inside the product. */
  code: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly Language[] = [
  { specCode: 'en', code: 'en', nativeName: 'English', dir: 'ltr' },
  { specCode: 'hn', code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { specCode: 'ta', code: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { specCode: 'tel', code: 'te', nativeName: 'తెలుగు', dir: 'ltr' },
  { specCode: 'mal', code: 'ml', nativeName: 'മലയാളം', dir: 'ltr' },
  { specCode: 'kan', code: 'kn', nativeName: 'ಕನ್ನಡ', dir: 'ltr' },
  { specCode: 'arabic', code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { specCode: 'sinhala', code: 'si', nativeName: 'සිංහල', dir: 'ltr' },
  { specCode: 'bangla', code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { specCode: 'pashto', code: 'ps', nativeName: 'پښتو', dir: 'rtl' },
];

export const FALLBACK_LANGUAGE = 'en';

/** Accepts a spec code (`hn`) or a BCP 47 code (`hi`, `hi-IN`); unknown gives undefined. */
export function findLanguage(input: string | null | undefined): Language | undefined {
  if (!input) return undefined;
  const lower = input.trim().toLowerCase();
  const base = lower.split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.specCode === lower || l.code === lower || l.code === base);
}

/** BCP 47 code for any accepted input, falling back to English. */
export function toLanguageCode(input: string | null | undefined): string {
  return findLanguage(input)?.code ?? FALLBACK_LANGUAGE;
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return findLanguage(code)?.dir ?? 'ltr';
}
