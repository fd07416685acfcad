import { rewriteLanQuery } from './lan-query';

describe('rewriteLanQuery', () => {
  it('rewrites a lan that names another language, in the spec spelling, keeping the rest', () => {
    expect(rewriteLanQuery('?Rx=r1&lan=hn&isd=91', 'ta')).toBe('?Rx=r1&lan=ta&isd=91');
    expect(rewriteLanQuery('?lan=en', 'hi')).toBe('?lan=hn');
    expect(rewriteLanQuery('?lan=ta', 'ps')).toBe('?lan=pashto');
  });

  it('leaves an address alone when lan already names the language, in either spelling', () => {
    expect(rewriteLanQuery('?lan=hn', 'hi')).toBeNull();
    expect(rewriteLanQuery('?lan=hi', 'hi')).toBeNull();
    expect(rewriteLanQuery('?lan=arabic', 'ar')).toBeNull();
  });

  it('adds no lan to an address that had none', () => {
    expect(rewriteLanQuery('?Rx=r1', 'ta')).toBeNull();
    expect(rewriteLanQuery('', 'ta')).toBeNull();
  });
});
