import { parseBusinessLinks } from './business-links';

it('reads Name|https://address entries separated by commas', () => {
  expect(parseBusinessLinks('SOCIAL_LINKS', 'Instagram|https://instagram.com/x, YouTube | https://youtube.com/@x')).toEqual([
    { name: 'Instagram', url: 'https://instagram.com/x' },
    { name: 'YouTube', url: 'https://youtube.com/@x' },
  ]);
});

it('means no links when unset or blank', () => {
  expect(parseBusinessLinks('SOCIAL_LINKS', undefined)).toEqual([]);
  expect(parseBusinessLinks('SOCIAL_LINKS', '  ')).toEqual([]);
});

it.each(['Instagram', 'Instagram|http://instagram.com/x', '|https://x.example', 'A|https://x.example|extra', 'A|javascript:alert(1)'])(
  'stops the build on a malformed entry: %s',
  (value) => {
    expect(() => parseBusinessLinks('PRESS_MENTIONS', value)).toThrow(/PRESS_MENTIONS: .* must be Name\|https:\/\/address/);
  },
);
