import { directionOf, findLanguage, LANGUAGES, toLanguageCode } from './languages';
import { applyDocumentLanguage } from './document-language';
import { formatDayMonthYear, formatNumber } from './format';

describe('languages', () => {
  it('lists the ten spec languages', () => {
    expect(LANGUAGES.map((l) => l.specCode)).toEqual([
      'en', 'hn', 'ta', 'tel', 'mal', 'kan', 'arabic', 'sinhala', 'bangla', 'pashto',
    ]);
  });

  it.each([
    ['hn', 'hi'], ['tel', 'te'], ['mal', 'ml'], ['kan', 'kn'], ['arabic', 'ar'],
    ['sinhala', 'si'], ['bangla', 'bn'], ['pashto', 'ps'], ['ta', 'ta'], ['en', 'en'],
  ])('maps the spec code %s to BCP 47 %s', (spec, bcp) => {
    expect(toLanguageCode(spec)).toBe(bcp);
  });

  it('accepts BCP 47 codes with a region and falls back to English for anything else', () => {
    expect(toLanguageCode('hi-IN')).toBe('hi');
    expect(toLanguageCode('fr')).toBe('en');
    expect(toLanguageCode(undefined)).toBe('en');
    expect(findLanguage('xx')).toBeUndefined();
  });

  it('writes Arabic and Pashto right to left and nothing else', () => {
    const rtl = LANGUAGES.filter((l) => directionOf(l.code) === 'rtl').map((l) => l.code);
    expect(rtl).toEqual(['ar', 'ps']);
  });

  it('sets lang and dir on the document', () => {
    applyDocumentLanguage('arabic');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('hn');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('formatting', () => {
  it('uses Latin digits even in Arabic', () => {
    expect(formatNumber(1234, 'ar')).toMatch(/^1.?234$/);
  });

  it('formats the offer date as DD-MM-YYYY', () => {
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe('05-01-2026');
  });
});
