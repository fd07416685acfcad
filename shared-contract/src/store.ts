// The one zustand store shared by the shell and every remote (an MF singleton).
import { createStore, useStore } from 'zustand';
import type { CountryCode, CountryDetails } from './country';
import type { PlanKey } from './plans';

export interface LeadSession {
  responseId: string;
  isd: string;
  mobile: string;
}

export interface FlxState {
  /** BCP 47 code of the interface language (en, hi, ta, te, ml, kn, ar, si, bn, ps). */
  language: string;
  country: CountryCode;
  countryDetails: CountryDetails | null;
  lead: LeadSession | null;
  selectedPlan: PlanKey;
  setLanguage: (language: string) => void;
  setCountry: (country: CountryCode) => void;
  setCountryDetails: (details: CountryDetails | null) => void;
  setLead: (lead: LeadSession | null) => void;
  selectPlan: (plan: PlanKey) => void;
}

export const flxStore = createStore<FlxState>()((set) => ({
  language: 'en',
  country: 'in',
  countryDetails: null,
  lead: null,
  selectedPlan: 'one',
  setLanguage: (language) => set({ language }),
  setCountry: (country) => set({ country }),
  setCountryDetails: (countryDetails) => set({ countryDetails }),
  setLead: (lead) => set({ lead }),
  selectPlan: (selectedPlan) => set({ selectedPlan }),
}));

export function useFlxStore<T>(selector: (state: FlxState) => T): T {
  return useStore(flxStore, selector);
}
