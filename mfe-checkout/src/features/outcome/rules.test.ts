import { missingThankYouFields, refusalReason, safeBackPath } from './rules';

describe('missingThankYouFields', () => {
  it('is empty when all five are present', () => {
    expect(missingThankYouFields({ moid: 'M1', pid: 'P1', status: 'paid', currency: 'INR', amount: '999' })).toEqual([]);
  });

  it('names each missing or blank field', () => {
    expect(missingThankYouFields({ moid: 'M1', pid: ' ', currency: 'INR' })).toEqual(['pid', 'status', 'amount']);
  });
});

describe('safeBackPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeBackPath('/response/checkout/abc?Rx=1')).toBe('/response/checkout/abc?Rx=1');
  });

  it.each([undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %p and goes home',
    (back) => {
      expect(safeBackPath(back)).toBe('/');
    },
  );
});

describe('refusalReason', () => {
  it('knows the reasons the payment flow gives and nothing else', () => {
    expect(refusalReason('offer-ended')).toBe('offer-ended');
    expect(refusalReason('toString')).toBeUndefined();
    expect(refusalReason(undefined)).toBeUndefined();
  });
});
