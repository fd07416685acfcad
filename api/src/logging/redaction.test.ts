import { Writable } from 'node:stream';
import pino from 'pino';
import { describeEachDatabase } from '../test-support/databases';
import { loggerOptions } from './logger-options';
import { maskSensitiveQuery } from './redaction';

function captureLines(): { stream: Writable; lines: () => Array<Record<string, unknown>>; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines, text };
}

describe('maskSensitiveQuery', () => {
  it.each([
    ['/api/customer?mobile=9876543210&lang=en', '/api/customer?mobile=[redacted]&lang=en'],
    ['/veryfyotp?otp=123456&mobileNumber=%2B919876543210', '/veryfyotp?otp=[redacted]&mobileNumber=[redacted]'],
    ['/x?useremail=a%40b.c&EMAIL=a@b.c&Token=t&authToken=u', '/x?useremail=[redacted]&EMAIL=[redacted]&Token=[redacted]&authToken=[redacted]'],
    ['/x?authorization=Bearer%20abc', '/x?authorization=[redacted]'],
    ['/x?a=1&mobile=2#frag', '/x?a=1&mobile=[redacted]#frag'],
  ])('%s -> %s', (url, masked) => {
    expect(maskSensitiveQuery(url)).toBe(masked);
  });

  it('leaves URLs without sensitive parameters exactly as they were', () => {
    for (const url of ['/api/releases?country=in', '/', '/a?b', '/a?%zz=1', '/a?mobiles=1&x=mobile']) {
      expect(maskSensitiveQuery(url)).toBe(url);
    }
  });
});

describe('logger redaction', () => {
  it('hides sensitive fields in bodies, headers and nested objects', () => {
    const { stream, text } = captureLines();
    const logger = pino(loggerOptions('info'), stream);
    logger.info(
      {
        req: { headers: { authorization: 'Bearer s3cret-token', 'user-agent': 'jest' } },
        body: { mobile: '9876543210', email: 'a@b.example', otp: '123456', name: 'Asha' },
        customer: { contact: { mobileNumber: '+919876543210', useremail: 'c@d.example' } },
        token: 'tok-abc',
        authToken: 'tok-def',
      },
      'something happened',
    );
    const line = text();
    for (const secret of ['s3cret-token', '9876543210', 'a@b.example', '123456', 'c@d.example', 'tok-abc', 'tok-def']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('Asha');
    expect(line).toContain('jest');
  });
});

describeEachDatabase('request logging', ({ makeApp }) => {
  it('logs request URLs with sensitive query values masked', async () => {
    const capture = captureLines();
    const app = await makeApp({ logStream: capture.stream });
    await app.inject({
      method: 'GET',
      url: '/api/releases?country=in&mobile=9876543210&otp=4321',
      headers: { authorization: 'Bearer not-for-logs-123' },
    });
    const incoming = capture.lines().find((line) => line['msg'] === 'incoming request');
    expect(incoming?.['req']).toEqual(
      expect.objectContaining({ method: 'GET', url: '/api/releases?country=in&mobile=[redacted]&otp=[redacted]' }),
    );
    expect(capture.text()).not.toContain('9876543210');
    expect(capture.text()).not.toContain('4321');
    expect(capture.text()).not.toContain('not-for-logs-123');
  });
});
