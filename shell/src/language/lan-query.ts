// The `lan` query of the spec ("a query parameter lan switches the language") kept truthful:
// once the visitor picks another language, an address that still says the old one would undo
// the choice on reload or when shared, so it is rewritten in the spec's spelling (lan=hn).
import { findLanguage } from '@flx/shared-i18n';

/** The query with `lan` naming `language`, or null when there is no `lan` or it already does. */
export function rewriteLanQuery(search: string, language: string): string | null {
  const query = new URLSearchParams(search);
  const lan = query.get('lan');
  const chosen = findLanguage(language);
  if (lan === null || !chosen || findLanguage(lan)?.code === chosen.code) return null;
  query.set('lan', chosen.specCode);
  return `?${query}`;
}
