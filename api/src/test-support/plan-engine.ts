// Plan engines for tests, in place of the server's worker thread.
import { generatePlanOptions } from '@flx/floorplan';
import type { PlanGenerator } from '../plans/generator';

/** An engine drawing with `generate`, `threaded` as the built server's worker thread is, `busy` jobs already queued. */
export function planEngineOf(generate: PlanGenerator['generate'], threaded = true, busy = 0): PlanGenerator {
  return { threaded, queued: busy, generate, close: async () => undefined };
}

/**
 * The engine run inline with one seed for every response. The API seeds a response's plans by its random id
 * (seedFor), so a test of what some plans hold (one design twice, a toilet against the pooja room) would pass
 * or fail on the id's luck: a few seeds in a hundred draw such a home otherwise.
 */
export function seededPlanEngine(seed = 1): PlanGenerator {
  return planEngineOf(async (request) => generatePlanOptions(request, { seed }), false);
}
