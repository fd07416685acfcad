import { parseReleaseArgs } from './release-args';

describe('parseReleaseArgs', () => {
  it.each([
    [['set', 'checkout', '1.1.0', '--country', 'in'], { name: 'set', remote: 'checkout', version: '1.1.0', country: 'in' }],
    [['set', 'checkout', '1.1.0'], { name: 'set', remote: 'checkout', version: '1.1.0' }],
    [
      ['set', 'lead', '2.0.0', '--manifest-url=https://cdn.example/lead/2.0.0/mf-manifest.json', '--country=bd'],
      { name: 'set', remote: 'lead', version: '2.0.0', country: 'bd', manifestUrl: 'https://cdn.example/lead/2.0.0/mf-manifest.json' },
    ],
    [['rollback', 'checkout', '--country', 'in'], { name: 'rollback', remote: 'checkout', country: 'in' }],
    [['rollback', 'checkout'], { name: 'rollback', remote: 'checkout' }],
    [['list'], { name: 'list' }],
    [[], { name: 'help' }],
    [['set', '--help'], { name: 'help' }],
  ])('%j', (argv, expected) => {
    expect(parseReleaseArgs(argv)).toEqual(expected);
  });

  it.each([
    [['deploy', 'x'], 'unknown command "deploy"'],
    [['set', 'checkout'], 'set takes <remote> <version> (got checkout)'],
    [['rollback'], 'rollback takes <remote> (got none)'],
    [['set', 'checkout', '1.0.0', '--country'], '--country needs a value'],
    [['set', 'checkout', '1.0.0', '--contry', 'in'], 'unknown option --contry'],
    [['rollback', 'lead', '--manifest-url', '/x'], 'rollback does not take --manifest-url'],
    [['list', 'all'], 'list takes no arguments (got all)'],
  ])('%j fails with "%s"', (argv, message) => {
    expect(() => parseReleaseArgs(argv)).toThrow(message);
  });
});
