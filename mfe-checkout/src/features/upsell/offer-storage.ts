// Reads and writes the offer's browser storage keys; storage that is refused reads as empty.
import { OFFER_KEYS, type OfferStorage } from './rules';

export function readOfferStorage(): OfferStorage {
  const stored: OfferStorage = {};
  try {
    for (const key of Object.values(OFFER_KEYS)) {
      const value = localStorage.getItem(key);
      if (value !== null) stored[key] = value;
    }
  } catch {
    // No storage: every visit is a first visit.
  }
  return stored;
}

export function writeOfferStorage(values: OfferStorage): void {
  try {
    for (const [key, value] of Object.entries(values)) if (value !== undefined) localStorage.setItem(key, value);
  } catch {
    // Not remembered; the countdown still runs on this page.
  }
}
