// Keeps <html lang dir> in step with the active language, for screen readers and RTL layout.
import { directionOf, toLanguageCode } from './languages';

export function applyDocumentLanguage(language: string, doc: Document = document): void {
  const code = toLanguageCode(language);
  doc.documentElement.lang = code;
  doc.documentElement.dir = directionOf(code);
}
