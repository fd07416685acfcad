import { IMMUTABLE, REVALIDATE, remoteCacheControl, shellCacheControl } from './cache-policy';

describe('shellCacheControl', () => {
  it.each([
    ['main.3f9a2c1b.js', IMMUTABLE],
    ['static/css/412.8e01aa37f0c1.css', IMMUTABLE],
    ['main.3f9a2c1b.js.map', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['favicon.ico', REVALIDATE],
    ['locales/en/translation.json', REVALIDATE],
    ['main.js', REVALIDATE],
  ])('%s -> %s', (path, expected) => {
    expect(shellCacheControl(path)).toBe(expected);
  });
});

describe('remoteCacheControl', () => {
  it.each([
    ['checkout/1.0.0/static/js/412.js', IMMUTABLE],
    ['checkout/1.0.0/remoteEntry.js', REVALIDATE],
    ['checkout/1.0.0/mf-manifest.json', REVALIDATE],
    ['checkout/1.0.0/mf-stats.json', REVALIDATE],
    ['checkout/1.0.0/@mf-types.zip', IMMUTABLE],
    ['checkout/notes.txt', REVALIDATE],
  ])('%s -> %s', (path, expected) => {
    expect(remoteCacheControl(path)).toBe(expected);
  });
});
