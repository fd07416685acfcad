// Where the plan engine runs. A request it has to refuse tries every layout family and confirms each
// suggestion by generating for it: seconds of CPU. On the request thread that would stall every other
// visitor's requests meanwhile, so the built server runs the engine in a worker thread, one job at a
// time, keeping the other core for the API. Run from sources (the unit tests) there is no compiled
// worker to start, and the engine runs inline.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { generatePlanOptions, type GenerateOptions, type GenerateResult, type PlanRequest } from '@flx/floorplan';

export interface PlanJob {
  id: number;
  request: PlanRequest;
  seed: number;
  /** Options wanted (the engine's default, two, when absent). */
  options?: number;
  /** Without what only a visitor reads (a refusal's suggestions confirmed, the pooja niche offer): the pool's growth. */
  quick?: boolean;
}

/** What a job asks of the engine beyond the request and seed. */
export type JobOptions = Pick<PlanJob, 'options' | 'quick'>;

export type PlanJobAnswer = { id: number; result: GenerateResult } | { id: number; error: string };

export interface PlanGenerator {
  /**
   * Callable on its own (it keeps no `this`), so it can be handed to the plan store. `caller` (the client
   * address) decides the turn: the next job is the oldest of the caller with the fewest jobs waiting or
   * running, so one caller's backlog does not make another caller wait behind all of it.
   */
  generate: (request: PlanRequest, seed: number, caller?: string, job?: JobOptions) => Promise<GenerateResult>;
  close(): Promise<void>;
  /** Whether the engine runs off the request thread. */
  readonly threaded: boolean;
  /** Jobs handed to the engine and not yet answered (the running one included). */
  readonly queued: number;
}

/** The engine's options for a job (inline or in the worker). */
export function engineOptions(job: Pick<PlanJob, 'seed' | 'options' | 'quick'>): GenerateOptions {
  return { seed: job.seed, options: job.options, ...(job.quick ? { checkSuggestions: false } : {}) };
}

const inline: PlanGenerator = {
  generate: async (request, seed, _caller, job) => generatePlanOptions(request, engineOptions({ seed, ...job })),
  close: async () => undefined,
  threaded: false,
  queued: 0,
};

interface QueuedJob extends PlanJob {
  caller: string;
  resolve: (r: GenerateResult) => void;
  reject: (e: Error) => void;
}

/**
 * The job to run next: the oldest of the caller with the fewest jobs waiting. The caller of the job just
 * run counts one more, as if it were still running, so of two callers with a job each the other goes first.
 */
export function nextJobIndex(waiting: ReadonlyArray<{ caller: string }>, lastCaller: string | undefined): number {
  const load = new Map<string, number>();
  if (lastCaller !== undefined) load.set(lastCaller, 1);
  for (const job of waiting) load.set(job.caller, (load.get(job.caller) ?? 0) + 1);
  let best = 0;
  waiting.forEach((job, i) => {
    if (load.get(job.caller)! < load.get(waiting[best]!.caller)!) best = i;
  });
  return best;
}

/**
 * The worker's young generation (V8's nursery for short-lived objects), 192 MB, four times Node's default: V8
 * sizes it as three semi-spaces, so its semi-spaces are 64 MB (what `--max-semi-space-size=64` gives a
 * process). The engine allocates row, column and candidate objects by the million that live for one
 * placement or one candidate; with the default nursery the collector scavenged so often that it took about
 * a tenth of the time. Measured over the engine bench on this machine (`npm run bench:floorplan` runs
 * with the same semi-spaces): 12% less time in all, the same plans.
 */
export const PLAN_WORKER_YOUNG_GENERATION_MB = 192;

/**
 * How long one job may hold the worker: six times the slowest refusal the engine bench measures on the
 * development machine (5.5 s, every layout family tried and each suggestion confirmed). Past it the worker
 * is stopped and the job fails, so an engine caught in a loop on one visitor's answers cannot leave every
 * other visitor's plans waiting behind it until the server restarts.
 */
export const PLAN_JOB_TIME_LIMIT_MS = 30_000;

export function createPlanGenerator(workerFile = join(__dirname, 'plan-worker.js'), jobTimeLimitMs = PLAN_JOB_TIME_LIMIT_MS): PlanGenerator {
  if (!existsSync(workerFile)) return inline;
  let worker: Worker | null = null;
  let nextId = 1;
  // Jobs wait here rather than in the worker's message queue, so the turn can be chosen; one runs at a time.
  const waiting: QueuedJob[] = [];
  let running: { job: QueuedJob; on: Worker; limit: NodeJS.Timeout } | null = null;
  let lastCaller: string | undefined;

  const runNext = () => {
    if (running) return;
    if (waiting.length === 0) {
      // Idle, the worker does not keep the process alive.
      worker?.unref();
      return;
    }
    const [job] = waiting.splice(nextJobIndex(waiting, lastCaller), 1) as [QueuedJob];
    lastCaller = job.caller;
    worker ??= start();
    worker.ref();
    const on = worker;
    const limit = setTimeout(() => {
      if (worker === on) worker = null;
      settle(on, (late) => late.reject(new Error(`plan engine took longer than ${jobTimeLimitMs / 1000} s and was stopped`)));
      void on.terminate();
    }, jobTimeLimitMs);
    running = { job, on, limit };
    const message: PlanJob = { id: job.id, request: job.request, seed: job.seed, options: job.options, quick: job.quick };
    worker.postMessage(message);
  };
  /** Ends the running job if `w` runs it, and starts the next. */
  const settle = (w: Worker, settleJob: (job: QueuedJob) => void) => {
    if (running?.on !== w) return;
    const { job, limit } = running;
    clearTimeout(limit);
    running = null;
    settleJob(job);
    runNext();
  };
  const start = (): Worker => {
    const w = new Worker(workerFile, { resourceLimits: { maxYoungGenerationSizeMb: PLAN_WORKER_YOUNG_GENERATION_MB } });
    w.on('message', (answer: PlanJobAnswer) => {
      if (running?.job.id !== answer.id) return;
      settle(w, (job) => ('error' in answer ? job.reject(new Error(`plan engine failed: ${answer.error}`)) : job.resolve(answer.result)));
    });
    // A crashed worker fails the job it ran; the next job starts a fresh one.
    const crashed = (error: Error) => {
      if (worker === w) worker = null;
      settle(w, (job) => job.reject(error));
    };
    w.on('error', crashed);
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (code !== 0) crashed(new Error(`plan worker exited with code ${code}`));
    });
    return w;
  };

  return {
    threaded: true,
    get queued() {
      return waiting.length + (running ? 1 : 0);
    },
    generate: (request, seed, caller = '', job) =>
      new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, request, seed, options: job?.options, quick: job?.quick, caller, resolve, reject });
        runNext();
      }),
    async close() {
      const w = worker;
      worker = null;
      const error = new Error('plan generator closed');
      if (running) clearTimeout(running.limit);
      for (const job of [...waiting.splice(0), ...(running ? [running.job] : [])]) job.reject(error);
      running = null;
      if (w) await w.terminate();
    },
  };
}
