import { loadRegionNames } from './region-names';

describe('loadRegionNames', () => {
  it("uses the browser's names where it knows the language", async () => {
    const names = await loadRegionNames('hi');
    expect(names('IN')).toBe('भारत');
  });

  it("falls back to CLDR's names, shipped with the site, where the browser has none", async () => {
    const supported = jest.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockReturnValue([]);
    expect((await loadRegionNames('si'))('LK')).toBe('ශ්‍රී ලංකාව');
    expect((await loadRegionNames('ps'))('AF')).toBe('افغانستان');
    expect((await loadRegionNames('si'))('XX')).toBeUndefined();
    supported.mockRestore();
  });

  it('names nothing it cannot name, so the caller keeps its own name', async () => {
    const names = await loadRegionNames('en');
    expect(names('QQ')).toBeUndefined();
  });
});
