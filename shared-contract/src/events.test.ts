import { emit, on } from './events';
import { pathPrefixOf, routes } from './routes';

describe('event contract', () => {
  it('delivers a payload to every listener until it unsubscribes', () => {
    const seen: string[] = [];
    const off = on('navigation/requested', ({ to }) => seen.push(to));
    emit('navigation/requested', { to: '/a' });
    off();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    emit('navigation/requested', { to: '/b' });
    expect(seen).toEqual(['/a']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no listener'));
  });
});

describe('route builders', () => {
  it('keeps the /us or /uk prefix of the current address', () => {
    expect(pathPrefixOf('/us/response/x')).toBe('/us');
    expect(pathPrefixOf('/uk')).toBe('/uk');
    expect(pathPrefixOf('/response/user')).toBe('');
    expect(pathPrefixOf('/us')).toBe('/us');
    expect(pathPrefixOf('/response/us')).toBe('');
    expect(pathPrefixOf('/response/checkout/uk?lan=hn')).toBe('');
    expect(pathPrefixOf('/usa/response/x')).toBe('');
    expect(routes.response('/uk', 'h1', { Fx: 'f', Rx: 'r' })).toBe('/uk/response/h1?Fx=f&Rx=r');
    expect(routes.checkout('', 'h 1')).toBe('/response/checkout/h%201');
    expect(routes.survey('')).toBe('/');
  });
});
