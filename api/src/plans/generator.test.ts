import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlanGenerator } from './generator';

const request = { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3 } as never;

/** A stand-in engine in a real worker thread: answers with the seed, crashes on seed 13. */
async function workerFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'plan-worker-'));
  const file = join(dir, 'plan-worker.js');
  await writeFile(
    file,
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (job) => {
       if (job.seed === 13) process.exit(3);
       if (job.seed === 7) return parentPort.postMessage({ id: job.id, error: 'no engine today' });
       parentPort.postMessage({ id: job.id, result: { ok: false, reason: 'seed ' + job.seed, suggestions: [], fits: [] } });
     });`,
  );
  return file;
}

describe('plan generator', () => {
  it('runs the engine inline when there is no compiled worker (running from sources)', async () => {
    const generator = createPlanGenerator('/nonexistent/plan-worker.js');
    expect(generator.threaded).toBe(false);
    const result = await generator.generate(request, 1);
    expect(result.ok).toBe(true);
  });

  it('answers each job from the worker thread, in any order asked', async () => {
    const generator = createPlanGenerator(await workerFile());
    expect(generator.threaded).toBe(true);
    const [a, b] = await Promise.all([generator.generate(request, 1), generator.generate(request, 2)]);
    expect([a, b]).toEqual([expect.objectContaining({ reason: 'seed 1' }), expect.objectContaining({ reason: 'seed 2' })]);
    await generator.close();
  });

  it('fails the jobs of a worker that errs or dies, and starts a fresh one for the next', async () => {
    const generator = createPlanGenerator(await workerFile());
    await expect(generator.generate(request, 7)).rejects.toThrow(/no engine today/);
    await expect(generator.generate(request, 13)).rejects.toThrow(/exited with code 3/);
    await expect(generator.generate(request, 4)).resolves.toEqual(expect.objectContaining({ reason: 'seed 4' }));
    await generator.close();
    await expect(generator.generate(request, 5)).resolves.toEqual(expect.objectContaining({ reason: 'seed 5' }));
    await generator.close();
  });
});
