// Social proof from the source the operator chose. By default it is real (viewers on checkout
// pages now, purchases and deliveries from paid orders, served by the API) and anything with
// nothing true to show is hidden; the spec's simulated numbers run only when the operator set
// SOCIAL_PROOF=simulated. Fake popularity is a dark pattern under India's 2023 guidelines.
import { useEffect, useRef, useState } from 'react';
import type { CountryCode, PlanKey } from '@flx/shared-contract';
import {
  COUNTER_BASE_RISE,
  COUNTER_BASES,
  COUNTER_RISE_EVERY_MS,
  createNameDraw,
  moveCounter,
  nextMoveDelay,
  pickPackage,
  PURCHASE_CYCLE,
} from './simulation';

interface WireSocialProof {
  mode: 'real' | 'simulated';
  viewers: number | null;
  purchases: { name: string; package: string }[];
  deliveredLast24h: Partial<Record<PlanKey, number>>;
}

export interface Purchase {
  id: number;
  name: string;
  group: string;
  phase: 'hidden' | 'shown' | 'fading';
}

export interface SocialProof {
  /** True only when the operator opted in to the spec's simulated numbers. */
  simulated: boolean;
  /** Visitors on a checkout page in the last minute, this one included; null when not real. */
  viewers: number | null;
  delivered: Partial<Record<PlanKey, number>>;
  purchase: Purchase | null;
}

const PLANS: PlanKey[] = ['one', 'two', 'three', 'four'];
/** Well inside the API's 60-second viewer window. */
const HEARTBEAT_EVERY_MS = 30_000;
const VISITOR_ID_KEY = 'flxCheckoutVisitor';

/** A random id for this browser tab, kept for the session only; it identifies nobody. */
function checkoutVisitorId(): string {
  const fresh = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    const kept = sessionStorage.getItem(VISITOR_ID_KEY);
    if (kept && /^[a-f0-9]{32}$/.test(kept)) return kept;
    const id = fresh();
    sessionStorage.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}

export function useSocialProof(country: CountryCode, names: readonly string[]): SocialProof {
  const [source, setSource] = useState<WireSocialProof | null>(null);
  const [viewers, setViewers] = useState<number | null>(null);
  const [delivered, setDelivered] = useState<Partial<Record<PlanKey, number>>>({});
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const ids = useRef(0);

  useEffect(() => {
    let live = true;
    fetch(`/api/social-proof?country=${country}`)
      .then((r) => (r.ok ? (r.json() as Promise<WireSocialProof>) : null))
      .then((body) => live && setSource(body))
      .catch(() => live && setSource(null));
    return () => {
      live = false;
    };
  }, [country]);

  // While the numbers are real, this open checkout counts as one viewer (the API counts ids seen
  // in the last minute), and the viewer count is read again after each beat.
  useEffect(() => {
    if (source?.mode !== 'real') return;
    let live = true;
    setViewers(source.viewers);
    const visitorId = checkoutVisitorId();
    const beat = () =>
      fetch('/api/social-proof/heartbeat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page: 'checkout', visitorId }),
      })
        .then(() => fetch(`/api/social-proof?country=${country}`))
        .then((r) => (r.ok ? (r.json() as Promise<WireSocialProof>) : null))
        .then((body) => live && body?.mode === 'real' && setViewers(body.viewers))
        .catch(() => undefined);
    void beat();
    const every = setInterval(beat, HEARTBEAT_EVERY_MS);
    return () => {
      live = false;
      clearInterval(every);
    };
  }, [source, country]);

  // Counters on the plan cards.
  useEffect(() => {
    if (!source) return;
    if (source.mode === 'real') {
      setDelivered(source.deliveredLast24h);
      return;
    }
    const bases: number[] = [...COUNTER_BASES];
    const values: number[] = [...COUNTER_BASES];
    const publish = () => setDelivered(Object.fromEntries(PLANS.map((p, i) => [p, values[i]])));
    publish();
    const timers = bases.map((_, i) => {
      let timer: ReturnType<typeof setTimeout>;
      const move = () => {
        values[i] = moveCounter(values[i]!, bases[i]!, Math.random);
        publish();
        timer = setTimeout(move, nextMoveDelay(Math.random));
      };
      timer = setTimeout(move, nextMoveDelay(Math.random));
      return () => clearTimeout(timer);
    });
    const rise = setInterval(() => {
      for (let i = 0; i < bases.length; i += 1) bases[i] = bases[i]! + COUNTER_BASE_RISE;
    }, COUNTER_RISE_EVERY_MS);
    return () => {
      timers.forEach((stop) => stop());
      clearInterval(rise);
    };
  }, [source]);

  // The floating purchase notification cycle.
  useEffect(() => {
    if (!source) return;
    const real = source.mode === 'real' ? source.purchases : null;
    if (real && real.length === 0) return;
    const draw = createNameDraw(real ? real.map((p) => p.name) : names, Math.random);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const cycle = () => {
      setPurchase(null);
      timers.push(
        setTimeout(() => {
          const name = draw();
          if (!name) return;
          const group = real?.find((p) => p.name === name)?.package ?? pickPackage(Math.random);
          const id = (ids.current += 1);
          setPurchase({ id, name, group, phase: 'hidden' });
          const { showAfterMs, stayMs, fadeMs } = PURCHASE_CYCLE;
          timers.push(setTimeout(() => setPurchase((p) => (p?.id === id ? { ...p, phase: 'shown' } : p)), showAfterMs));
          timers.push(setTimeout(() => setPurchase((p) => (p?.id === id ? { ...p, phase: 'fading' } : p)), showAfterMs + stayMs));
          timers.push(setTimeout(() => setPurchase((p) => (p?.id === id ? null : p)), showAfterMs + stayMs + fadeMs));
        }, PURCHASE_CYCLE.addAfterMs),
      );
    };
    cycle();
    const every = setInterval(cycle, PURCHASE_CYCLE.everyMs);
    return () => {
      clearInterval(every);
      timers.forEach(clearTimeout);
    };
  }, [source, names]);

  return { simulated: source?.mode === 'simulated', viewers, delivered, purchase };
}
