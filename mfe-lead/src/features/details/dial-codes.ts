// The dial-code list: every country and territory from the `countries-list` data package, one
// entry per dial code, named in the visitor's language (the browser's names, or CLDR's where the
// browser has none for that language).
import { loadRegionNames } from '@flx/shared-i18n/src/region-names';
import type { DialCodeEntry } from './rules';

export async function loadDialCodes(language: string): Promise<DialCodeEntry[]> {
  const [{ countries, getEmojiFlag }, nameOf] = await Promise.all([import('countries-list'), loadRegionNames(language)]);
  const entries: DialCodeEntry[] = [];
  for (const [country, data] of Object.entries(countries)) {
    const name = nameOf(country) ?? data.name;
    for (const phone of data.phone) {
      entries.push({ country, name, flag: getEmojiFlag(country as keyof typeof countries), dialCode: `+${phone}` });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Which country a default dial code stands for when several share it (+1: United States). */
export const PREFERRED_COUNTRY: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

export function defaultEntryKey(entries: readonly DialCodeEntry[], dialCode: string): string | undefined {
  const preferred = PREFERRED_COUNTRY[dialCode];
  const entry = entries.find((e) => e.dialCode === dialCode && (!preferred || e.country === preferred)) ?? entries.find((e) => e.dialCode === dialCode);
  return entry ? entryKey(entry) : undefined;
}

export function entryKey(entry: DialCodeEntry): string {
  return `${entry.country}${entry.dialCode}`;
}
