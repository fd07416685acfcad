// Local stand-ins for the message providers' APIs, for adapter tests: an HTTP server that records
// each request and answers as told, and an SMTP server that records each mail transaction.
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeHttpApi {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  requests: RecordedRequest[];
  /** What the next requests are answered with (status 200 and `{}` until set). */
  answer(status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function startFakeHttpApi(): Promise<FakeHttpApi> {
  const requests: RecordedRequest[] = [];
  let reply = { status: 200, body: {} as unknown };
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    answer: (status, body) => (reply = { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface RecordedMail {
  /** Every command line the client sent, in order (AUTH lines included, for assertions). */
  commands: string[];
  from: string;
  to: string[];
  /** The message after DATA, dot-stuffing undone. */
  data: string;
}

export interface FakeSmtpServer {
  host: string;
  port: number;
  mails: RecordedMail[];
  close(): Promise<void>;
}

/** Speaks just enough ESMTP (no TLS): EHLO with AUTH PLAIN LOGIN, AUTH, MAIL, RCPT, DATA, QUIT. */
export async function startFakeSmtpServer(options: { user?: string; password?: string } = {}): Promise<FakeSmtpServer> {
  const mails: RecordedMail[] = [];
  const server: Server = createTcpServer((socket) => {
    let buffer = '';
    let mail: RecordedMail = { commands: [], from: '', to: [], data: '' };
    let inData = false;
    let dataLines: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mail.data = dataLines.join('\r\n');
            mails.push(mail);
            mail = { commands: [...mail.commands], from: '', to: [], data: '' };
            say('250 2.0.0 queued');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        mail.commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') {
          say('250-fake.smtp.test');
          say('250-AUTH PLAIN LOGIN');
          say('250 8BITMIME');
        } else if (verb === 'AUTH') {
          const expected = Buffer.from(`\0${options.user ?? ''}\0${options.password ?? ''}`).toString('base64');
          say(line === `AUTH PLAIN ${expected}` ? '235 2.7.0 accepted' : '535 5.7.8 bad credentials');
        } else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          dataLines = [];
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
        } else {
          say('502 5.5.2 not implemented');
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { host: '127.0.0.1', port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
