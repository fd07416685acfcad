import { formatMajor, parseMajorAmount } from './money';

describe('money', () => {
  it.each([
    ['999', 99_900],
    ['1199.5', 119_950],
    ['12.05', 1_205],
    [' 7 ', 700],
  ])('reads %s as %i minor units', (text, minor) => expect(parseMajorAmount(text)).toBe(minor));

  it.each(['', '-1', '1e3', '9.999', '0x10', '1,000', 'NaN'])('refuses %p', (text) => expect(parseMajorAmount(text)).toBeUndefined());

  it('writes whole amounts without decimals and others with two', () => {
    expect(formatMajor(99_900)).toBe('999');
    expect(formatMajor(119_950)).toBe('1199.50');
    expect(formatMajor(1_205)).toBe('12.05');
  });
});
