// The plan engine run inline with one seed for every response. The API seeds a response's plans by its random
// id (seedFor), so a test of what some plans hold (one design twice, a toilet against the pooja room) would
// pass or fail on the id's luck: a few seeds in a hundred draw such a home otherwise.
import { generatePlanOptions } from '@flx/floorplan';
import type { PlanGenerator } from '../plans/generator';

export function seededPlanEngine(seed = 1): PlanGenerator {
  return { threaded: false, queued: 0, generate: async (request) => generatePlanOptions(request, { seed }), close: async () => undefined };
}
