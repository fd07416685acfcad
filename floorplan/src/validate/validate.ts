// The compliance report: every hard rule run on a plan document.
import type { ComplianceReport, Plan } from '../types';
import { daylightRule, insideEnvelopeRule, minimumSizesRule, noOverlapRule, parkingRule, reachabilityRule, setbacksRule, stairsRule, usableRoomsRule } from './rules';

export const HARD_RULES = [setbacksRule, insideEnvelopeRule, noOverlapRule, minimumSizesRule, usableRoomsRule, daylightRule, reachabilityRule, stairsRule, parkingRule];

export function validatePlan(plan: Plan): ComplianceReport {
  const rules = HARD_RULES.map((rule) => rule(plan));
  return { ok: rules.every((r) => r.ok), rules };
}
