// The visitor's country details (spec call 3): the default dial code for the form, and what
// the checkout needs next, kept in the shared store. A failure is logged; +91 remains.
import { useEffect } from 'react';
import { fetchCountryDetails, flxStore, useFlxStore } from '@flx/shared-contract';
import { INDIA_DIAL_CODE } from '../details/rules';

export function useCountryDefaults(): string {
  const country = useFlxStore((s) => s.country);
  const details = useFlxStore((s) => s.countryDetails);

  useEffect(() => {
    if (details) return;
    let live = true;
    fetchCountryDetails(country).then(
      (fetched) => live && flxStore.getState().setCountryDetails(fetched),
      (error: unknown) => console.error('country-details failed; keeping +91', error),
    );
    return () => {
      live = false;
    };
  }, [country, details]);

  return details?.isdCode ? normaliseDialCode(details.isdCode) : INDIA_DIAL_CODE;
}

function normaliseDialCode(code: string): string {
  return code.startsWith('+') ? code : `+${code}`;
}
