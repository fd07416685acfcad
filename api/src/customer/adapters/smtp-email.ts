// Email through an SMTP server (RFC 5321) with a small client: smtps:// speaks TLS from the first
// byte, smtp:// upgrades with STARTTLS when the server offers it, and credentials are never sent
// over a plain connection except to a server on this machine. One connection per message.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';
import type { SmtpConfig } from '../config';
import type { ChannelAdapter, Message } from '../delivery';
import { ProviderError } from './provider-http';

export const SMTP_TIMEOUT_MS = 15_000;

interface Reply {
  code: number;
  lines: string[];
}

/** Reads SMTP replies (possibly multi-line, `250-…` then `250 …`) from whichever socket is current. */
class SmtpSession {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;
  private readonly onData = (chunk: Buffer) => {
    this.buffer += chunk.toString('utf8');
    let end: number;
    while ((end = this.buffer.indexOf('\n')) !== -1) {
      this.lines.push(this.buffer.slice(0, end).replace(/\r$/, ''));
      this.buffer = this.buffer.slice(end + 1);
    }
    this.settle();
  };
  private readonly onError = (error: Error) => this.fail(new ProviderError(`SMTP connection failed: ${error.message}`));
  private readonly onClose = () => this.fail(new ProviderError('SMTP server closed the connection'));

  constructor(
    public socket: net.Socket,
    timeoutMs: number,
  ) {
    this.listen(socket);
    socket.setTimeout(timeoutMs, () => {
      this.fail(new ProviderError(`SMTP server gave no answer within ${timeoutMs} ms`));
      socket.destroy();
    });
  }

  private listen(socket: net.Socket): void {
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.failure);
  }

  private settle(): void {
    if (!this.waiting) return;
    const last = this.lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
    if (last === -1) return;
    const lines = this.lines.splice(0, last + 1);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting.resolve({ code: Number(lines[last]!.slice(0, 3)), lines: lines.map((line) => line.slice(4)) });
  }

  read(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.settle();
      if (this.waiting && this.failure) this.fail(this.failure);
    });
  }

  async command(line: string, expect: number[], label = line.split(' ')[0]!): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(expect, label);
  }

  async expect(codes: number[], label: string): Promise<Reply> {
    const reply = await this.read();
    if (!codes.includes(reply.code)) throw new ProviderError(`SMTP ${label} answered ${reply.code}: ${reply.lines.join(' ').slice(0, 200)}`);
    return reply;
  }

  /** STARTTLS: the same conversation continues over TLS on the same connection. */
  async upgrade(options: tls.ConnectionOptions): Promise<void> {
    const plain = this.socket;
    plain.off('data', this.onData);
    plain.off('error', this.onError);
    plain.off('close', this.onClose);
    const secure = tls.connect({ ...options, socket: plain });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', (error) => reject(new ProviderError(`SMTP STARTTLS failed: ${error.message}`)));
    });
    this.socket = secure;
    this.listen(secure);
  }

  close(): void {
    this.socket.off('close', this.onClose);
    this.socket.end();
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function connect(config: SmtpConfig, tlsOptions: tls.ConnectionOptions): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = config.implicitTls
      ? tls.connect({ ...tlsOptions, host: config.host, port: config.port, servername: net.isIP(config.host) ? undefined : config.host })
      : net.connect({ host: config.host, port: config.port });
    socket.once(config.implicitTls ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', (error) => reject(new ProviderError(`SMTP server could not be reached: ${error.message}`)));
  });
}

/** RFC 2047 for a non-ASCII subject. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** The message as it goes after DATA: headers, a base64 UTF-8 body, lines of at most 76 characters. */
export function composeEmail(from: string, message: Message, now: Date): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const body = (Buffer.from(message.body, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject ?? 'Floor Planner')}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

export interface SmtpAdapterOptions {
  timeoutMs?: number;
  /** Extra TLS settings (a private CA, for example). */
  tls?: tls.ConnectionOptions;
  now?: () => Date;
}

export function smtpEmailAdapter(config: SmtpConfig, options: SmtpAdapterOptions = {}): ChannelAdapter {
  const tlsOptions: tls.ConnectionOptions = { ...options.tls, ...(net.isIP(config.host) ? {} : { servername: config.host }) };
  return {
    async send(message) {
      if (/[\r\n]/.test(message.to) || /[\r\n]/.test(message.subject ?? '')) throw new ProviderError('an email header may not contain a line break');
      const session = new SmtpSession(await connect(config, tlsOptions), options.timeoutMs ?? SMTP_TIMEOUT_MS);
      try {
        await session.expect([220], 'greeting');
        const helo = `EHLO ${hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}`;
        let features = (await session.command(helo, [250])).lines.slice(1).map((line) => line.toUpperCase());
        let secure = config.implicitTls;
        if (!secure && features.some((f) => f.startsWith('STARTTLS'))) {
          await session.command('STARTTLS', [220]);
          await session.upgrade(tlsOptions);
          secure = true;
          features = (await session.command(helo, [250])).lines.slice(1).map((line) => line.toUpperCase());
        }
        if (config.user !== undefined) {
          if (!secure && !isLoopback(config.host)) throw new ProviderError('SMTP server offers no TLS; the password is not sent over a plain connection');
          const mechanisms = features.find((f) => f.startsWith('AUTH'))?.split(/[\s=]+/).slice(1) ?? [];
          if (mechanisms.includes('PLAIN') || !mechanisms.includes('LOGIN')) {
            const credentials = Buffer.from(`\0${config.user}\0${config.password ?? ''}`).toString('base64');
            await session.command(`AUTH PLAIN ${credentials}`, [235], 'AUTH');
          } else {
            await session.command('AUTH LOGIN', [334], 'AUTH');
            await session.command(Buffer.from(config.user).toString('base64'), [334], 'AUTH');
            await session.command(Buffer.from(config.password ?? '').toString('base64'), [235], 'AUTH');
          }
        }
        await session.command(`MAIL FROM:<${config.from}>`, [250], 'MAIL FROM');
        await session.command(`RCPT TO:<${message.to}>`, [250, 251], 'RCPT TO');
        await session.command('DATA', [354]);
        // Dot-stuffing: a line starting with '.' gets another one (base64 bodies never start one, headers might).
        const data = composeEmail(config.from, message, options.now?.() ?? new Date()).replace(/^\./gm, '..');
        session.socket.write(`${data}\r\n.\r\n`);
        await session.expect([250], 'message');
        await session.command('QUIT', [221]).catch(() => undefined);
      } finally {
        session.close();
      }
    },
  };
}
