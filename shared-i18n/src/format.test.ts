import { LANGUAGES } from './languages';
import { formatAmount, formatDayMonthYear, formatNumber, formatPercent, formatPrice } from './format';

const NBSP = '\u00a0';
const codes = LANGUAGES.map((l) => l.code);
/** Digits of any script other than Latin: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Tamil, Telugu, Kannada, Malayalam, Sinhala. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\u0de6-\u0def]/;

describe('the one choice of digits: Latin everywhere', () => {
  it.each(codes)('writes prices, discounts, numbers and dates in %s with Latin digits', (code) => {
    const written = [
      formatPrice(1499, 'INR', code, '₹'),
      formatPrice(2100, 'BDT', code, '৳'),
      formatPrice(1500, 'AFN', code, '؋'),
      formatPercent(50, code).replace(/[\u2066\u2069]/g, ''),
      formatNumber(1234.5, code),
      formatDayMonthYear(new Date(2026, 10, 23), code),
    ];
    for (const text of written) {
      expect(text).not.toMatch(NON_LATIN_DIGITS);
      expect(text).not.toMatch(/[\u200e\u200f\u061c]/);
    }
    expect(formatDayMonthYear(new Date(2026, 10, 23), code)).toBe('23-11-2026');
  });
});

describe('formatAmount', () => {
  it('groups rupees in lakhs and crores, other currencies in thousands', () => {
    expect(formatAmount(150000, 'INR')).toBe('1,50,000');
    expect(formatAmount(12500000, 'INR')).toBe('1,25,00,000');
    expect(formatAmount(150000, 'BDT')).toBe('150,000');
  });

  it('shows decimals only when the amount has them', () => {
    expect(formatAmount(999, 'USD')).toBe('999');
    expect(formatAmount(950.5, 'EGP')).toBe('950.50');
  });
});

describe('formatPrice', () => {
  it('puts the symbol where the language puts it, with lakh grouping for rupees in every language', () => {
    expect(formatPrice(150000, 'INR', 'en', '₹')).toBe('₹1,50,000');
    expect(formatPrice(150000, 'INR', 'hi', '₹')).toBe('₹1,50,000');
    // CLDR gives Malayalam and Kannada thousands grouping; rupees are still grouped in lakhs.
    expect(formatPrice(150000, 'INR', 'ml', '₹')).toBe('₹1,50,000');
    expect(formatPrice(150000, 'INR', 'kn', '₹')).toBe('₹1,50,000');
    expect(formatPrice(150000, 'INR', 'bn', '₹')).toBe('1,50,000₹');
  });

  it('gives right-to-left languages their order as seen inside a left-to-right isolate', () => {
    // Arabic reads the amount, then the symbol: seen from the left, the symbol comes first.
    expect(formatPrice(999, 'INR', 'ar', '₹')).toBe(`₹${NBSP}999`);
    expect(formatPrice(1500, 'AFN', 'ps', '؋')).toBe(`1,500${NBSP}؋`);
    // Pashto's own separators would write 1.500; prices keep ',' so they cannot be misread.
    expect(formatPrice(1500, 'AFN', 'ps', '؋')).not.toContain('1.500');
  });

  it("uses the server's symbol, spaced from the digits when it is a word", () => {
    expect(formatPrice(999, 'INR', 'en', 'Rs.')).toBe(`Rs.${NBSP}999`);
    expect(formatPrice(2500, 'LKR', 'si', 'Rs')).toBe(`Rs${NBSP}2,500`);
    expect(formatPrice(19, 'USD', 'en', '$')).toBe('$19');
    expect(formatPrice(19, 'USD', 'en')).toBe('$19');
  });

  it('falls back to symbol and amount for a currency Intl does not know', () => {
    expect(formatPrice(10, 'XX1', 'en', '¤')).toBe('¤10');
  });
});

describe('formatPercent', () => {
  it('writes a discount as the language writes percentages', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(12.5, 'hi')).toBe('12.5%');
  });

  it('keeps a discount left to right inside Arabic and Pashto sentences', () => {
    expect(formatPercent(20, 'ar')).toBe('\u206620%\u2069');
    expect(formatPercent(20, 'pashto')).toBe('\u206620%\u2069');
  });
});

describe('formatDayMonthYear', () => {
  it('stays on the Gregorian calendar in Pashto, whose default calendar is the Persian one', () => {
    expect(formatDayMonthYear(new Date(2026, 0, 5), 'ps')).toBe('05-01-2026');
    expect(formatDayMonthYear(new Date(2026, 0, 5), 'pashto')).toBe('05-01-2026');
  });
});
