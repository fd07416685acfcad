import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlanGenerator, engineOptions, nextJobIndex, PLAN_WORKER_YOUNG_GENERATION_MB } from './generator';

const request = { plotWidthFt: 30, plotDepthFt: 60, facing: 'N', floors: 2, bedrooms: 3 } as never;

/**
 * A stand-in engine in a real worker thread: answers with the seed, crashes on seed 13, never finishes seed 99;
 * seed 21 tells its nursery size.
 */
async function workerFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'plan-worker-'));
  const file = join(dir, 'plan-worker.js');
  await writeFile(
    file,
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (job) => {
       if (job.seed === 13) process.exit(3);
       if (job.seed === 99) for (;;);
       if (job.seed === 21) return parentPort.postMessage({ id: job.id, result: { ok: false, reason: 'young generation ' + require('node:worker_threads').resourceLimits.maxYoungGenerationSizeMb + ' MB', suggestions: [], fits: [] } });
       if (job.seed === 22) return parentPort.postMessage({ id: job.id, result: { ok: false, reason: 'quick ' + job.quick + ', options ' + job.options, suggestions: [], fits: [] } });
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

  it('runs the engine with the larger young generation its short-lived objects want (not the 48 MB default)', async () => {
    const generator = createPlanGenerator(await workerFile());
    await expect(generator.generate(request, 21)).resolves.toEqual(expect.objectContaining({ reason: `young generation ${PLAN_WORKER_YOUNG_GENERATION_MB} MB` }));
    expect(PLAN_WORKER_YOUNG_GENERATION_MB).toBeGreaterThan(48);
    await generator.close();
  });

  it("hands the job's options to the worker: the pool's growth draws without what only a visitor reads", async () => {
    const generator = createPlanGenerator(await workerFile());
    await expect(generator.generate(request, 22, 'pool growth', { quick: true })).resolves.toEqual(expect.objectContaining({ reason: 'quick true, options undefined' }));
    await expect(generator.generate(request, 22, 'samples', { options: 1 })).resolves.toEqual(expect.objectContaining({ reason: 'quick undefined, options 1' }));
    await generator.close();
    expect(engineOptions({ seed: 3, quick: true })).toEqual({ seed: 3, options: undefined, checkSuggestions: false });
    expect(engineOptions({ seed: 3, options: 1 })).toEqual({ seed: 3, options: 1 });
  });

  it("gives the turn to a caller with fewer jobs waiting, so one caller's backlog does not hold up another", async () => {
    const generator = createPlanGenerator(await workerFile());
    const answered: string[] = [];
    const ask = (seed: number, caller: string) => generator.generate(request, seed, caller).then(() => answered.push(`${caller}${seed}`));
    // The script's first job runs at once; the visitor, asking last, goes next.
    await Promise.all([ask(1, 'script'), ask(2, 'script'), ask(3, 'script'), ask(4, 'visitor')]);
    expect(answered).toEqual(['script1', 'visitor4', 'script2', 'script3']);
    await generator.close();
  });

  it('picks the oldest job of the caller with the fewest waiting, the caller just served counting one more', () => {
    const jobs = (...callers: string[]) => callers.map((caller) => ({ caller }));
    expect(nextJobIndex(jobs('a', 'a', 'b'), undefined)).toBe(2);
    expect(nextJobIndex(jobs('a', 'b'), undefined)).toBe(0);
    expect(nextJobIndex(jobs('a', 'b'), 'a')).toBe(1);
    expect(nextJobIndex(jobs('a', 'b', 'b'), 'a')).toBe(0);
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

  it('stops a job that runs past the time limit and answers the jobs behind it on a fresh worker', async () => {
    const generator = createPlanGenerator(await workerFile(), 500);
    const caughtInALoop = generator.generate(request, 99, 'one visitor');
    const next = generator.generate(request, 3, 'another visitor');
    await expect(caughtInALoop).rejects.toThrow(/took longer than 0.5 s/);
    await expect(next).resolves.toEqual(expect.objectContaining({ reason: 'seed 3' }));
    expect(generator.queued).toBe(0);
    await generator.close();
  });
});
