// Number, price, discount and date formatting for the visitor's language, all through Intl.
//
// Deliberate choice of digits: Latin digits (0-9) everywhere, in every language: prices,
// discounts, plot sizes, dates, codes and countdowns. Amounts then read the same in every
// script and match what the payment page, the SMS and the receipt show. Prices also keep the
// same separators everywhere (',' between groups, '.' before decimals) so '1.500' can never be
// read as one and a half; rupees are grouped in lakhs (1,50,000) whatever the language. What
// the visitor's language decides: where the currency symbol goes and how it is spaced, the
// percent pattern, and the order of the date's parts where the spec does not fix it.
import { directionOf, toLanguageCode } from './languages';

/** Bidi marks some locales put around numbers; the components isolate numbers themselves. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

function latnLocale(language: string): string {
  return `${toLanguageCode(language)}-u-nu-latn`;
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(latnLocale(language), { maximumFractionDigits: 2 }).format(value).replace(BIDI_MARKS, '');
}

/** Grouping of the amount itself: lakhs and crores for rupees, thousands for the rest. */
function amountLocale(currency: string): string {
  return currency.toUpperCase() === 'INR' ? 'en-IN' : 'en-US';
}

function fractionDigits(amount: number): { minimumFractionDigits: number; maximumFractionDigits: number } {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** The amount alone, as prices show it: Latin digits, lakh grouping for rupees ('1,50,000'). */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(amountLocale(currency), fractionDigits(amount)).format(amount);
}

function isCurrencyCode(currency: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return /^[A-Za-z]{3}$/.test(currency);
  } catch {
    return false;
  }
}

/**
 * A price in the visitor's language: the symbol placed and spaced as that language does it,
 * the amount as formatAmount writes it. `symbol` (the one the server configured for the
 * currency, e.g. '₹', 'Rs') replaces Intl's own when given.
 *
 * The result is in visual order for a left-to-right isolate (prices are always shown in one,
 * so their digits never reorder): for Arabic, whose pattern puts the symbol after the amount in
 * right-to-left reading order, that is '₹ 1,50,000', as an Arabic reader sees it.
 */
export function formatPrice(amount: number, currency: string, language: string, symbol?: string): string {
  const number = formatAmount(amount, currency);
  if (!isCurrencyCode(currency)) return `${symbol ?? currency}${number}`;
  const code = toLanguageCode(language);
  const format = new Intl.NumberFormat(latnLocale(code), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    ...fractionDigits(amount),
  });
  const parts = format.formatToParts(amount);
  const NUMBER_PARTS = ['integer', 'group', 'decimal', 'fraction'];
  const segments: { number: boolean; text: string }[] = [];
  for (const part of parts) {
    const isNumber = NUMBER_PARTS.includes(part.type);
    if (isNumber && segments.at(-1)?.number) continue;
    const text = isNumber ? number : part.type === 'currency' ? (symbol ?? part.value) : part.value.replace(BIDI_MARKS, '');
    if (text) segments.push({ number: isNumber, text });
  }
  // A symbol that starts or ends in a letter or a dot ('Rs.', 'Rs') needs a space from the digits.
  for (let i = 0; i < segments.length - 1; i += 1) {
    const [a, b] = [segments[i]!, segments[i + 1]!];
    const touching = (a.number && /^[\p{L}.]/u.test(b.text)) || (b.number && /[\p{L}.]$/u.test(a.text));
    if (touching) a.text += '\u00a0';
  }
  // The pattern is in right-to-left reading order only when Intl has the language itself (a
  // browser without Pashto data formats as English, already in left-to-right order).
  const patternIsRtl = directionOf(code) === 'rtl' && format.resolvedOptions().locale.split('-')[0] === code;
  if (patternIsRtl) segments.reverse();
  return segments.map((s) => s.text).join('');
}

/**
 * A discount such as 50 (percent) in the visitor's language: '50%'. In right-to-left languages
 * it comes in a left-to-right isolate (U+2066 ... U+2069), so inside an Arabic or Pashto
 * sentence it still reads '50%' and not '%50'.
 */
export function formatPercent(percent: number, language: string): string {
  const text = new Intl.NumberFormat(latnLocale(language), { style: 'percent', maximumFractionDigits: 1 })
    .format(percent / 100)
    .replace(BIDI_MARKS, '');
  return directionOf(toLanguageCode(language)) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * The spec's 'Offer Valid Till' format, DD-MM-YYYY, in Latin digits on the Gregorian calendar
 * whatever the language (Pashto's own default calendar is the Persian one).
 */
export function formatDayMonthYear(date: Date, language = 'en'): string {
  const parts = new Intl.DateTimeFormat(`${toLanguageCode(language)}-u-ca-gregory-nu-latn`, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

