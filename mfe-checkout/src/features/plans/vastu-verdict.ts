// How a Vastu placement reads to a visitor: ideal, accepted or not ideal, from the score the engine gave it.
import type { VastuPlacement } from './plans-api';

export type VastuVerdict = 'ideal' | 'accepted' | 'avoid';

/**
 * At least this is ideal: the zone Vastu wants (1), or a main door within about 27 degrees of the ideal
 * bearing (its score falls by 1 per 180 degrees off).
 */
export const VASTU_IDEAL_SCORE = 0.85;
/** At least this is an accepted alternative: a kitchen in the north-west (0.7), a stair in the south-east (0.5), a main door within 90 degrees. */
export const VASTU_ACCEPTED_SCORE = 0.5;

export function vastuVerdict({ placement, score }: Pick<VastuPlacement, 'placement' | 'score'>): VastuVerdict {
  // A toilet in the north-east, south-west or centre is a fault whatever the other toilets do.
  if (placement === 'toilets') return score >= 1 ? 'ideal' : 'avoid';
  if (score >= VASTU_IDEAL_SCORE) return 'ideal';
  return score >= VASTU_ACCEPTED_SCORE ? 'accepted' : 'avoid';
}
