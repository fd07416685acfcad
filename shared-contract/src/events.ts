// The typed event contract between remotes and the shell: remotes announce what happened,
// the shell decides where the visitor goes next.
import type { PlanKey } from './plans';

export interface FlxEvents {
  /** The survey was stored; the shell opens the lead form for that response. */
  'survey/submitted': { hash: string; formId: string; responseId: string };
  /** The OTP was verified; the shell opens the checkout for that response. */
  'lead/verified': { slug: string; query: Record<string, string>; isd: string; mobile: string };
  /** The visitor chose a package; the shell leaves for the payment flow. */
  'checkout/pay-requested': { plan: PlanKey | 'offer'; url: string };
  /** A remote needs the visitor somewhere the contract has no event for (e.g. back to '/'). */
  'navigation/requested': { to: string; replace?: boolean };
}

export type FlxEventName = keyof FlxEvents;
type Handler<K extends FlxEventName> = (payload: FlxEvents[K]) => void;

const handlers = new Map<FlxEventName, Set<Handler<FlxEventName>>>();

export function emit<K extends FlxEventName>(name: K, payload: FlxEvents[K]): void {
  const set = handlers.get(name);
  if (!set || set.size === 0) {
    // An event nobody listens to is a wiring bug between a remote and the shell: say so.
    console.warn(`[flx] event "${name}" has no listener`);
    return;
  }
  for (const handler of set) (handler as Handler<K>)(payload);
}

/** Subscribes to one event; returns the function that unsubscribes. */
export function on<K extends FlxEventName>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler as Handler<FlxEventName>);
  return () => {
    set.delete(handler as Handler<FlxEventName>);
  };
}
