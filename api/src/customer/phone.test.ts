import { checkMobile, isValidEmail, maskEmail, maskMobile } from './phone';

describe('mobile numbers and emails', () => {
  it('accepts mobiles for their dial code, written one way only', () => {
    expect(checkMobile('91', '9876543210')).toBe('valid');
    expect(checkMobile('880', '1711000000')).toBe('valid');
    expect(checkMobile('1', '2015550123')).toBe('valid');
    expect(checkMobile('44', '7911123456')).toBe('valid');
    // The same numbers spelt another way would be another key for every per-number limit.
    expect(checkMobile('91', '09876543210')).toBe('not-canonical');
    expect(checkMobile('9', '19876543210')).toBe('invalid');
  });

  it('refuses numbers that are not mobiles or not valid for the dial code', () => {
    expect(checkMobile('91', '12345')).toBe('invalid');
    expect(checkMobile('91', '2223456789')).toBe('invalid');
    expect(checkMobile('44', '2079460000')).toBe('invalid');
    expect(checkMobile('880', '9876543210')).toBe('invalid');
    expect(checkMobile('999', '9876543210')).toBe('invalid');
    expect(checkMobile('91', '98765x3210')).toBe('invalid');
  });

  it('masks numbers and emails for logs', () => {
    expect(maskMobile('91', '9876543210')).toBe('+91******3210');
    expect(maskEmail('asha@example.com')).toBe('a***@example.com');
  });

  it('accepts plain email addresses only', () => {
    expect(isValidEmail('asha@example.com')).toBe(true);
    for (const bad of ['asha', 'a@b', 'a b@c.example', 'Asha <a@b.example>', `${'a'.repeat(250)}@b.example`]) expect(isValidEmail(bad)).toBe(false);
  });
});
