// A local HTTP server standing in for a payment gateway's API in tests: records every request and
// answers with whatever the test's handler returns.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => { status: number; body: unknown };

export interface FakeGateway {
  url: string;
  requests: RecordedRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeGateway(initial: FakeHandler): Promise<FakeGateway> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const { status, body } = handler(recorded);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
