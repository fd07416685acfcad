// The language a visit starts in: the `lan` query wins, then the visitor's last choice,
// then English (spec: fallback language is English).
import { findLanguage } from '@flx/shared-i18n';

export const LANGUAGE_STORAGE_KEY = 'flxLanguage';

export function initialLanguage(search: string, stored: string | null): string {
  const fromQuery = findLanguage(new URLSearchParams(search).get('lan'));
  return (fromQuery ?? findLanguage(stored))?.code ?? 'en';
}
