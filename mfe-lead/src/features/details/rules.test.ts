import { canSubmit, emailRequired, isdWithoutPlus, visibleDialCodes, type DialCodeEntry } from './rules';

const base = { name: 'Asha', email: '', mobile: '9876543210', dialCode: '+91' };

describe('details form rules', () => {
  it('needs only name and mobile from +91 visitors', () => {
    expect(emailRequired('+91')).toBe(false);
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, name: '  ' })).toBe(false);
    expect(canSubmit({ ...base, mobile: '' })).toBe(false);
  });

  it('also needs an email from everyone else', () => {
    expect(emailRequired('+880')).toBe(true);
    expect(canSubmit({ ...base, dialCode: '+880' })).toBe(false);
    expect(canSubmit({ ...base, dialCode: '+880', email: 'a@b.bd' })).toBe(true);
  });

  it('sends the dial code without its plus', () => {
    expect(isdWithoutPlus('+880')).toBe('880');
    expect(isdWithoutPlus('91')).toBe('91');
  });

  it('hides +91 from visitors whose default is not +91', () => {
    const all: DialCodeEntry[] = [
      { country: 'IN', name: 'India', flag: '🇮🇳', dialCode: '+91' },
      { country: 'BD', name: 'Bangladesh', flag: '🇧🇩', dialCode: '+880' },
    ];
    expect(visibleDialCodes(all, '+91').map((e) => e.country)).toEqual(['IN', 'BD']);
    expect(visibleDialCodes(all, '+880').map((e) => e.country)).toEqual(['BD']);
  });
});
