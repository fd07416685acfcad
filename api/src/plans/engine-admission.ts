// Who may queue plan-engine work. Showing plans needs no session (the checkout asks by response id), and a
// response costs one unauthenticated form post, so a script could mint responses and queue seconds of
// engine work for each, leaving real visitors' plans waiting behind it. So a client address may hold only
// a few jobs at once and the engine only so many in all; past either the caller hears 503 with Retry-After
// and asks again. Only jobs at the same moment count: visitors behind one carrier-grade NAT address each
// hold a job for a fraction of a second, where a count per window would turn them away for minutes.
import { TryLater } from '../http/try-later';

export interface EngineLimits {
  /** Jobs one client address may have queued or running. */
  perAddress: number;
  /** Jobs the engine may hold in all. */
  total: number;
}

export const ENGINE_LIMITS: EngineLimits = { perAddress: 2, total: 8 };

/** Seconds a refused caller is told to wait: about what a queued job or two takes at the 95th percentile. */
export const ENGINE_RETRY_AFTER_SECONDS = 2;

/** The engine cannot take another job for this caller now; it may ask again after `retryAfterSeconds`. */
export class EngineBusy extends TryLater {
  constructor(readonly reason: 'address' | 'total') {
    super(
      503,
      reason === 'address' ? 'the plan engine is already drawing plans for this address; ask again shortly' : 'the plan engine is busy; ask again shortly',
      ENGINE_RETRY_AFTER_SECONDS,
    );
    this.name = 'EngineBusy';
  }
}

export interface EngineAdmission {
  /** Counts a job for `address`, or throws EngineBusy; the returned function ends the job (once). */
  admit(address: string): () => void;
  /** Jobs held now, for tests and logs. */
  readonly held: number;
}

export function createEngineAdmission(limits: EngineLimits = ENGINE_LIMITS): EngineAdmission {
  const byAddress = new Map<string, number>();
  let held = 0;
  return {
    get held() {
      return held;
    },
    admit(address) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) throw new EngineBusy('address');
      if (held >= limits.total) throw new EngineBusy('total');
      byAddress.set(address, mine + 1);
      held += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        held -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      };
    },
  };
}
