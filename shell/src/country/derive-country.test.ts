import { deriveCountry } from './derive-country';

describe('deriveCountry', () => {
  it.each([
    ['localhost', 'in'],
    ['127.0.0.1', 'in'],
    ['example.com', 'in'],
    ['www.example.com', 'in'],
    ['www.example.co.uk', 'in'],
    ['bd.example.com', 'bd'],
    ['sl.example.com', 'sl'],
    ['eg.example.com', 'eg'],
    ['AF.Example.com', 'af'],
    ['bd.localhost', 'bd'],
    ['us.example.com', 'global'],
    ['shop.example.com', 'global'],
    ['uk.example.co.uk', 'global'],
    ['example.co.uk', 'in'],
  ])('%s -> %s', (host, country) => {
    expect(deriveCountry(host)).toBe(country);
  });
});
