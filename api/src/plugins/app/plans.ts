// The visitor's plan options as an app service: one engine (a worker thread in the built server) and one
// generation per response however many callers ask at once. The survey submission asks for them ahead
// (`prepare`), so the engine draws while the visitor is on the lead page's loader and OTP, and the checkout
// finds them stored: a refusal confirms its suggestions by drawing them, seconds of work the visitor would
// otherwise wait for on the checkout. Each drawing counts against its caller's address (engine-admission.ts).
import fp from 'fastify-plugin';
import type { Plan } from '@flx/floorplan';
import { createEngineAdmission, EngineBusy } from '../../plans/engine-admission';
import { createPlanGenerator, type PlanGenerator } from '../../plans/generator';
import { removeOlderPools } from '../../plans/plan-pool';
import { plansForResponse, type StoredPlans } from '../../plans/plan-store';
import { growOnePool, startPoolGrowth } from '../../plans/pool-growth';
import { createSampleBook, SAMPLES, type Sample } from '../../plans/samples';

export interface PlanService {
  /**
   * The stored plans of a response, drawn on first use; undefined when no response has that id. Drawing
   * counts as `clientAddress`'s job and throws EngineBusy when that address or the engine holds too many.
   */
  of(responseId: string, clientAddress: string): Promise<StoredPlans | undefined>;
  /**
   * Starts drawing a new response's plans without waiting for them, when the engine runs off the request
   * thread and is not already busy (a burst of submissions is drawn on demand instead).
   */
  prepare(responseId: string, clientAddress: string): void;
  /** Option 1 of a Sample Delivery Plan, drawn by this engine once; null when the engine cannot fit it. */
  sample(sample: Sample): Promise<Plan | null>;
  /**
   * Draws every sample now (the server calls it once listening): the first checkout then finds them drawn,
   * and the engine's code has run before the first visitor's plans.
   */
  drawSamples(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
  }
}

/** The engine's caller for the samples (its turn is taken as any one address's). */
const SAMPLES_CALLER = 'samples';

/** The engine's caller for the pool's growth (pool-growth.ts). */
const POOL_GROWTH_CALLER = 'pool growth';
/** How long the engine has had no visitor's or sample's job before the pool grows, and how often that is looked at. */
export const POOL_GROWTH_IDLE_MS = 5_000;
const POOL_GROWTH_LOOK_MS = 1_000;
/** With no pool left to grow, how long before looking again if no visitor's plans are drawn meanwhile. */
const POOL_GROWTH_REST_MS = 60_000;

/** Jobs the engine may hold before a submission stops asking ahead (each can be seconds of work). */
export const PREPARE_QUEUE_LIMIT = 2;

export default fp<{ generator?: PlanGenerator }>(
  async (app, options) => {
    const generator = options.generator ?? createPlanGenerator();
    const admission = createEngineAdmission();
    // When the engine last started or ended a visitor's or a sample's job: the pool grows only after a quiet spell.
    let lastJobAt = Date.now();
    // Requests whose growth draw failed (the engine crashed or ran out of time on them): not drawn again.
    const failedGrowth = new Set<string>();
    // Inline (run from sources) a growth draw would hold the request thread: only the worker thread grows pools.
    const growth =
      app.config.planPoolGrowth && generator.threaded
        ? startPoolGrowth({
            idle: () => generator.queued === 0 && Date.now() - lastJobAt >= POOL_GROWTH_IDLE_MS,
            growOne: async () => !!(await growOnePool(app.db, (request, seed) => generator.generate(request, seed, POOL_GROWTH_CALLER, { quick: true }), app.otp.now(), failedGrowth)),
            everyMs: POOL_GROWTH_LOOK_MS,
            restMs: POOL_GROWTH_REST_MS,
            onError: (error) => app.log.warn({ err: { message: error.message } }, 'growing the plan pool failed'),
          })
        : undefined;
    const counted = async <T>(job: () => Promise<T>): Promise<T> => {
      lastJobAt = Date.now();
      try {
        return await job();
      } finally {
        lastJobAt = Date.now();
        growth?.wake();
      }
    };
    // Off the request path: a visitor's plans never wait for it.
    app.addHook('onReady', () => removeOlderPools(app.db));
    app.addHook('onClose', async () => {
      // Stop growing first; closing the engine then fails a growth draw under way, which writes no plans.
      const grown = growth?.stop();
      await generator.close();
      await grown;
    });
    const inFlight = new Map<string, Promise<StoredPlans | undefined>>();
    const of = (responseId: string, clientAddress: string): Promise<StoredPlans | undefined> => {
      let pending = inFlight.get(responseId);
      if (!pending) {
        // Admitted only once the plans turn out not to be stored: showing stored plans costs no engine time.
        const generate: typeof generator.generate = async (request, seed) => {
          const done = admission.admit(clientAddress);
          try {
            return await counted(() => generator.generate(request, seed, clientAddress));
          } finally {
            done();
          }
        };
        pending = plansForResponse(app.db, responseId, app.otp.now(), generate).finally(() => inFlight.delete(responseId));
        inFlight.set(responseId, pending);
      }
      return pending;
    };
    // The samples are everyone's: their jobs are not counted against any visitor's address.
    const samples = createSampleBook((request, seed) => counted(() => generator.generate(request, seed, SAMPLES_CALLER, { options: 1 })));
    app.decorate('plans', {
      of,
      sample: (sample) => samples.plan(sample),
      async drawSamples() {
        await Promise.all(SAMPLES.map((sample) => samples.plan(sample)));
      },
      prepare(responseId, clientAddress) {
        // Inline (run from sources) the engine would hold the request thread: the checkout asks instead.
        if (!generator.threaded || generator.queued >= PREPARE_QUEUE_LIMIT) return;
        // Turned away, the plans are drawn when the checkout asks for them. The response id stays out of the
        // log: it is the key to the visitor's plans and answers.
        of(responseId, clientAddress).catch((error: Error) => {
          if (!(error instanceof EngineBusy)) app.log.warn({ err: { message: error.message } }, 'drawing plans ahead of the checkout failed');
        });
      },
    });
  },
  { name: 'plans', dependencies: ['database', 'customer'] },
);
