// `npm run dev`: the API with restart on change, and the shell and the three remotes on their
// own dev servers with hot reload. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';

const processes = [
  ['api', 'npx', ['tsx', 'watch', 'api/src/server.ts'], root, { NODE_ENV: 'development', PORT: apiPort }],
  ['shell', 'npx', ['rspack', 'serve', '--mode', 'development'], path.join(root, 'shell'), { PORT: apiPort }],
  ['survey', 'npx', ['rspack', 'serve', '--mode', 'development'], path.join(root, 'mfe-survey'), {}],
  ['lead', 'npx', ['rspack', 'serve', '--mode', 'development'], path.join(root, 'mfe-lead'), {}],
  ['checkout', 'npx', ['rspack', 'serve', '--mode', 'development'], path.join(root, 'mfe-checkout'), {}],
];

const children = processes.map(([name, command, args, cwd, env]) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited with ${code}`));
  return child;
});

console.log('Dev servers starting: open http://localhost:3000 (API on port %s)', apiPort);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
