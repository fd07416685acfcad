// The spec's simulated social proof (section 4), used only when the operator opts in with
// SOCIAL_PROOF=simulated. Pure steps; the hook drives them with timers.

export const COUNTER_BASES = [580, 840, 350, 720] as const;
export const COUNTER_SPAN = 10;
export const COUNTER_BASE_RISE = 5;
export const COUNTER_RISE_EVERY_MS = 60_000;
export const COUNTER_MOVE_MIN_MS = 2_000;
export const COUNTER_MOVE_MAX_MS = 5_000;

export const PURCHASE_PACKAGES = ['Elevate Premium', 'Elevate Elite', 'Starter Blueprint', 'Dual Blueprint'] as const;
/** The purchase notification cycle: cleared every 7 s, added after 2 s, shown after 1 s more,
 * kept 3 s, faded 1 s, removed. */
export const PURCHASE_CYCLE = { everyMs: 7_000, addAfterMs: 2_000, showAfterMs: 1_000, stayMs: 3_000, fadeMs: 1_000 } as const;

export type Random = () => number;

/** Moves a counter by 1 to 10 up or down, kept between its base and base + 10. */
export function moveCounter(value: number, base: number, random: Random): number {
  const step = 1 + Math.floor(random() * 10);
  const moved = random() < 0.5 ? value - step : value + step;
  return Math.min(base + COUNTER_SPAN, Math.max(base, moved));
}

export function nextMoveDelay(random: Random): number {
  return COUNTER_MOVE_MIN_MS + Math.floor(random() * (COUNTER_MOVE_MAX_MS - COUNTER_MOVE_MIN_MS + 1));
}

/** Draws names without repeat until all were used, then starts over. */
export function createNameDraw(names: readonly string[], random: Random): () => string | undefined {
  let left: string[] = [];
  return () => {
    if (names.length === 0) return undefined;
    if (left.length === 0) left = [...names];
    const [name] = left.splice(Math.floor(random() * left.length), 1);
    return name;
  };
}

export function pickPackage(random: Random): string {
  return PURCHASE_PACKAGES[Math.floor(random() * PURCHASE_PACKAGES.length)]!;
}
