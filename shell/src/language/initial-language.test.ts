import { initialLanguage } from './initial-language';

describe('initialLanguage', () => {
  it('takes the lan query first, in spec or BCP 47 spelling', () => {
    expect(initialLanguage('?lan=arabic', 'hi')).toBe('ar');
    expect(initialLanguage('?x=1&lan=ta', null)).toBe('ta');
  });

  it('then the stored choice, then English', () => {
    expect(initialLanguage('', 'bn')).toBe('bn');
    expect(initialLanguage('?lan=klingon', null)).toBe('en');
    expect(initialLanguage('', 'nonsense')).toBe('en');
  });
});
