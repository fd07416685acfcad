// The compliance report: every hard rule run on a plan document.
import type { ComplianceReport, Plan, RuleResult } from '../types';
import { daylightRule, insideEnvelopeRule, minimumSizesRule, noOverlapRule, parkingRule, poojaNicheRule, reachabilityRule, setbacksRule, skylightsRule, stairsRule, toiletsAiredRule, usableRoomsRule } from './rules';
import { clearRectsOf, type ClearOf } from './walls';

export const HARD_RULES: ReadonlyArray<(plan: Plan, clearOf: ClearOf) => RuleResult> = [setbacksRule, insideEnvelopeRule, noOverlapRule, minimumSizesRule, usableRoomsRule, daylightRule, toiletsAiredRule, skylightsRule, poojaNicheRule, reachabilityRule, stairsRule, parkingRule];

export function validatePlan(plan: Plan): ComplianceReport {
  // The rules read the same clear rectangles: each is worked out once per validation.
  const clearOf = clearRectsOf(plan);
  const rules = HARD_RULES.map((rule) => rule(plan, clearOf));
  return { ok: rules.every((r) => r.ok), rules };
}
