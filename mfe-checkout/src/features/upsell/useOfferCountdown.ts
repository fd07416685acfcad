// Wires the offer rules to time and storage: restores or starts the 600-second countdown,
// saves it every second, decides which upsell modal opens, and tells the server when a new
// offer window begins.
import { useEffect, useRef, useState } from 'react';
import { recordOfferStart } from '@flx/shared-contract';
import { decideUpsell, OFFER_KEYS, startCountdown, tick, type UpsellModal } from './rules';
import { readOfferStorage, writeOfferStorage } from './offer-storage';

export function useOfferCountdown(responseId: string, token: string) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [modal, setModal] = useState<UpsellModal>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a second run (React's development double effects) would flip the offer flag again.
    if (started.current) return;
    started.current = true;
    const now = new Date();
    const start = startCountdown(readOfferStorage(), now);
    writeOfferStorage(start.store);
    if (start.fresh && responseId && token) {
      recordOfferStart(responseId, token).catch((error: unknown) => console.error('offer start not recorded', error));
    }
    const decision = decideUpsell(readOfferStorage(), start.remaining, now);
    writeOfferStorage(decision.store);
    const initial = decision.timer === 'stop' ? 0 : start.remaining;
    writeOfferStorage({ [OFFER_KEYS.remaining]: String(initial) });
    setRemaining(initial);
    setModal(decision.modal);
  }, [responseId, token]);

  const running = remaining !== null && remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setRemaining((r) => {
        const next = tick(r ?? 0);
        writeOfferStorage({ [OFFER_KEYS.remaining]: String(next) });
        return next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { remaining: remaining ?? 0, running, modal, setModal };
}
