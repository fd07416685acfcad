// Where the plan engine runs. A request it has to refuse tries every layout family and confirms each
// suggestion by generating for it: seconds of CPU. On the request thread that would stall every other
// visitor's requests meanwhile, so the built server runs the engine in a worker thread, one job at a
// time, keeping the other core for the API. Run from sources (the unit tests) there is no compiled
// worker to start, and the engine runs inline.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { generatePlanOptions, type GenerateResult, type PlanRequest } from '@flx/floorplan';

export interface PlanJob {
  id: number;
  request: PlanRequest;
  seed: number;
}

export type PlanJobAnswer = { id: number; result: GenerateResult } | { id: number; error: string };

export interface PlanGenerator {
  /** Callable on its own (it keeps no `this`), so it can be handed to the plan store. */
  generate: (request: PlanRequest, seed: number) => Promise<GenerateResult>;
  close(): Promise<void>;
  /** Whether the engine runs off the request thread. */
  readonly threaded: boolean;
  /** Jobs handed to the engine and not yet answered (the running one included). */
  readonly queued: number;
}

const inline: PlanGenerator = {
  generate: async (request, seed) => generatePlanOptions(request, { seed }),
  close: async () => undefined,
  threaded: false,
  queued: 0,
};

export function createPlanGenerator(workerFile = join(__dirname, 'plan-worker.js')): PlanGenerator {
  if (!existsSync(workerFile)) return inline;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: GenerateResult) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const w = new Worker(workerFile);
    w.on('message', (answer: PlanJobAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('error' in answer) job.reject(new Error(`plan engine failed: ${answer.error}`));
      else job.resolve(answer.result);
      // Idle, the worker does not keep the process alive.
      if (pending.size === 0) w.unref();
    });
    // A crashed worker fails the jobs it held; the next job starts a fresh one.
    w.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (code !== 0) failAll(new Error(`plan worker exited with code ${code}`));
    });
    return w;
  };

  return {
    threaded: true,
    get queued() {
      return pending.size;
    },
    generate: (request, seed) => {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      const job: PlanJob = { id, request, seed };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(job);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('plan generator closed'));
      if (w) await w.terminate();
    },
  };
}
