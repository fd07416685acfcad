// What the engine's tests share: a request's answer that the test expects to be plans.
import { generatePlanOptions } from '../generate/generate';
import type { GenerateResult, PlanRequest } from '../types';

export type Answered = Extract<GenerateResult, { ok: true }>;

/** The answer as plans: a refusal fails the test with its reason. */
export function answered(res: GenerateResult): Answered {
  if (!res.ok) throw new Error(res.reason);
  return res;
}

/** The engine's plans for a request (see generatePlanOptions); a refusal fails the test with its reason. */
export function plansFor(request: PlanRequest, options?: Parameters<typeof generatePlanOptions>[1]): Answered {
  return answered(generatePlanOptions(request, options));
}
