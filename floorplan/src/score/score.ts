// Combines soft-rule scores into one number; Vastu counts double when strict, fully when preferred, not at all otherwise.
import type { Plan, ScoreReport, SoftRuleScore, VastuPreference } from '../types';
import { vastuScores } from './vastu';
import { planningScores } from './planning';
import { qualityIssues } from './quality';

const VASTU_WEIGHT = { strict: 2, preferred: 1, notNeeded: 0 } as const;
const VASTU_RULE = /^vastu-/;

export function scorePlan(plan: Plan): ScoreReport {
  const objections = qualityIssues(plan);
  const planning = [
    ...planningScores(plan),
    { rule: 'no-buyer-objections', score: Math.max(0, 1 - objections.length / 4), weight: 3, note: objections.length ? objections.join('; ') : 'none' },
  ];
  return combined(plan.request.vastu, planning, vastuScores(plan), objections);
}

/**
 * The score of `plan` given as `score` with its Vastu rules scored again, every other rule kept: for the
 * plan's reflection, where only the compass zones change (room sizes, shapes, doors and objections are the
 * same either side), at a fifth of scoring it whole.
 */
export function withVastuScored(score: ScoreReport, plan: Plan): ScoreReport {
  return combined(plan.request.vastu, score.rules.filter((r) => !VASTU_RULE.test(r.rule)), vastuScores(plan), score.objections ?? []);
}

function combined(preference: VastuPreference, planning: SoftRuleScore[], vastu: SoftRuleScore[], objections: string[]): ScoreReport {
  const vw = VASTU_WEIGHT[preference];
  const weighted = [...planning, ...vastu.map((s) => ({ ...s, weight: s.weight * vw }))];
  const wsum = weighted.reduce((s, r) => s + r.weight, 0);
  const total = weighted.reduce((s, r) => s + r.weight * r.score, 0) / wsum;
  const vsum = vastu.reduce((s, r) => s + r.weight, 0);
  const vastuScore = vsum ? vastu.reduce((s, r) => s + r.weight * r.score, 0) / vsum : null;
  return {
    total: Math.round(total * 1000) / 1000,
    vastu: preference === 'notNeeded' || vastuScore === null ? null : Math.round(vastuScore * 1000) / 1000,
    rules: [...planning, ...vastu],
    objections,
  };
}
