// Country and territory names in the visitor's language (the dial-code list): the browser's
// Intl.DisplayNames where it knows the language, otherwise Unicode CLDR's names shipped with the
// site, fetched only then. Desktop Chromium, for one, has no Sinhala or Pashto region names.
interface CldrTerritories {
  main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }>;
}

type Loaded = CldrTerritories | { default: CldrTerritories };

/** CLDR's territory names for each product language but English (Intl always has English). */
const CLDR_TERRITORIES: Readonly<Record<string, () => Promise<Loaded>>> = {
  hi: () => import('cldr-localenames-modern/main/hi/territories.json') as Promise<Loaded>,
  ta: () => import('cldr-localenames-modern/main/ta/territories.json') as Promise<Loaded>,
  te: () => import('cldr-localenames-modern/main/te/territories.json') as Promise<Loaded>,
  ml: () => import('cldr-localenames-modern/main/ml/territories.json') as Promise<Loaded>,
  kn: () => import('cldr-localenames-modern/main/kn/territories.json') as Promise<Loaded>,
  ar: () => import('cldr-localenames-modern/main/ar/territories.json') as Promise<Loaded>,
  si: () => import('cldr-localenames-modern/main/si/territories.json') as Promise<Loaded>,
  bn: () => import('cldr-localenames-modern/main/bn/territories.json') as Promise<Loaded>,
  ps: () => import('cldr-localenames-modern/main/ps/territories.json') as Promise<Loaded>,
};

export type RegionNames = (region: string) => string | undefined;

function intlKnows(language: string): boolean {
  return typeof Intl.DisplayNames === 'function' && Intl.DisplayNames.supportedLocalesOf([language]).length > 0;
}

/**
 * Names of regions (ISO 3166-1 alpha-2) in `language` (BCP 47). Undefined for a region no
 * source names, so the caller can fall back to its own (English) name.
 */
export async function loadRegionNames(language: string): Promise<RegionNames> {
  if (intlKnows(language) || !CLDR_TERRITORIES[language]) {
    if (typeof Intl.DisplayNames !== 'function') return () => undefined;
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    return (region) => names.of(region);
  }
  const loaded = await CLDR_TERRITORIES[language]();
  const data = 'default' in loaded ? loaded.default : loaded;
  const territories = data.main[language]?.localeDisplayNames.territories ?? {};
  return (region) => territories[region];
}
