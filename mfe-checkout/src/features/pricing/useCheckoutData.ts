// The checkout's data: country details (from the shared store, or fetched) and then the prices
// for that currency and this response (spec calls 3 and 5). The page renders only once both
// exist; a failure is logged and offered a retry. `onCountryDetails` hears of the details as soon
// as they are known, while the prices still load (the page starts its largest image then).
import { useCallback, useEffect, useState } from 'react';
import { fetchCheckoutPrices, fetchCountryDetails, flxStore, useFlxStore, type CheckoutPrices, type CountryDetails } from '@flx/shared-contract';

export type CheckoutData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; details: CountryDetails; prices: CheckoutPrices };

export function useCheckoutData(slug: string, onCountryDetails?: (details: CountryDetails) => void): [CheckoutData, () => void] {
  const country = useFlxStore((s) => s.country);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<CheckoutData>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setData({ status: 'loading' });
    (async () => {
      const details = flxStore.getState().countryDetails ?? (await fetchCountryDetails(country));
      flxStore.getState().setCountryDetails(details);
      onCountryDetails?.(details);
      const prices = await fetchCheckoutPrices(details.currency, slug);
      if (live) setData({ status: 'ready', details, prices });
    })().catch((error: unknown) => {
      console.error('checkout details failed', error);
      if (live) setData({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [country, slug, attempt]);

  return [data, useCallback(() => setAttempt((n) => n + 1), [])];
}
