// Number, currency and date formatting for the visitor's language.
// Deliberate choice: Latin digits everywhere (prices, plot sizes, codes) so amounts read the
// same in every script and match what payment pages and SMS show.
import { toLanguageCode } from './languages';

function locale(language: string): string {
  return `${toLanguageCode(language)}-u-nu-latn`;
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);
}

/** The spec's 'Offer Valid Till' format: DD-MM-YYYY. */
export function formatDayMonthYear(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getFullYear()}`;
}
