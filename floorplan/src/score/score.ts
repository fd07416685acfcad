// Combines soft-rule scores into one number; Vastu counts double when strict, fully when preferred, not at all otherwise.
import type { Plan, ScoreReport, SoftRuleScore } from '../types';
import { isVastuObjection, vastuObjections, vastuScores } from './vastu';
import { planningScores } from './planning';
import { qualityIssues } from './quality';

const VASTU_WEIGHT = { strict: 2, preferred: 1, notNeeded: 0 } as const;
const VASTU_RULE = /^vastu-/;
const NO_OBJECTIONS_RULE = 'no-buyer-objections';

export function scorePlan(plan: Plan): ScoreReport {
  return scored(plan, planningScores(plan), qualityIssues(plan));
}

/**
 * The score of a plan whose compass zones changed and nothing else, from the score of the plan it came from:
 * its reflection, whose room sizes, shapes and doors (what the planning rules and layout objections read) are
 * the same either side. Only the Vastu rules and objections are worked out again, at a fifth of scoring it whole.
 */
export function withVastuScored(score: ScoreReport, plan: Plan): ScoreReport {
  const planning = score.rules.filter((r) => !VASTU_RULE.test(r.rule) && r.rule !== NO_OBJECTIONS_RULE);
  return scored(plan, planning, (score.objections ?? []).filter((o) => !isVastuObjection(o)));
}

/** The score from the plan's planning rules and layout objections; its Vastu rules and objections are worked out here. */
function scored(plan: Plan, planningRules: SoftRuleScore[], layoutObjections: string[]): ScoreReport {
  const objections = [...layoutObjections, ...vastuObjections(plan)];
  const planning = [
    ...planningRules,
    { rule: NO_OBJECTIONS_RULE, score: Math.max(0, 1 - objections.length / 4), weight: 3, note: objections.length ? objections.join('; ') : 'none' },
  ];
  const vastu = vastuScores(plan);
  const vw = VASTU_WEIGHT[plan.request.vastu];
  const weighted = [...planning, ...vastu.map((s) => ({ ...s, weight: s.weight * vw }))];
  const wsum = weighted.reduce((s, r) => s + r.weight, 0);
  const total = weighted.reduce((s, r) => s + r.weight * r.score, 0) / wsum;
  const vsum = vastu.reduce((s, r) => s + r.weight, 0);
  const vastuScore = vsum ? vastu.reduce((s, r) => s + r.weight * r.score, 0) / vsum : null;
  return {
    total: Math.round(total * 1000) / 1000,
    vastu: plan.request.vastu === 'notNeeded' || vastuScore === null ? null : Math.round(vastuScore * 1000) / 1000,
    rules: [...planning, ...vastu],
    objections,
  };
}
