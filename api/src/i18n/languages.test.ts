import { LANGUAGES, directionOf as browserDirectionOf, toLanguageCode } from '@flx/shared-i18n/src/languages';
import { directionOf, languageFrom, SPEC_TO_LANGUAGE } from './languages';

it('maps the same spec codes to the same languages and directions as the browser', () => {
  expect(SPEC_TO_LANGUAGE).toEqual(Object.fromEntries(LANGUAGES.map((l) => [l.specCode, l.code])));
  for (const language of LANGUAGES) expect(directionOf(language.code)).toBe(browserDirectionOf(language.code));
});

it.each(['hn', 'hi', 'hi-IN', 'HN', 'arabic', 'ps', 'xx', '', 'en-GB'])('reads %s as the browser does', (input) => {
  expect(languageFrom(input)).toBe(toLanguageCode(input));
});

it('falls back to English for anything that is not text', () => {
  expect(languageFrom(undefined)).toBe('en');
  expect(languageFrom(['hn'])).toBe('en');
});
