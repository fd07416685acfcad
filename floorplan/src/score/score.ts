// Combines soft-rule scores into one number; Vastu counts double when strict, fully when preferred, not at all otherwise.
import type { Plan, ScoreReport } from '../types';
import { vastuScores } from './vastu';
import { planningScores } from './planning';
import { qualityIssues } from './quality';

const VASTU_WEIGHT = { strict: 2, preferred: 1, notNeeded: 0 } as const;

export function scorePlan(plan: Plan): ScoreReport {
  const vastu = vastuScores(plan);
  const objections = qualityIssues(plan);
  const planning = [
    ...planningScores(plan),
    { rule: 'no-buyer-objections', score: Math.max(0, 1 - objections.length / 4), weight: 3, note: objections.length ? objections.join('; ') : 'none' },
  ];
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
