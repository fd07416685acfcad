// Which country's prices and dial code a visitor gets, from the host's first subdomain
// (spec section 4): none, a bare host or www gives 'in'; bd, sl, eg, af give themselves;
// any other subdomain gives 'global'.
import type { CountryCode } from '@flx/shared-contract';

const COUNTRY_SUBDOMAINS = new Set(['bd', 'sl', 'eg', 'af']);

/** Second-level suffixes under which the registrable name has three labels (example.co.uk). */
const TWO_LABEL_SUFFIXES = new Set(['co.uk', 'co.in', 'com.bd', 'com.eg', 'com.af', 'com.lk', 'co.lk', 'net.in']);

function firstSubdomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // IP addresses have no subdomain.
  if (/^\d+(\.\d+){3}$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  // `bd.localhost` is how the country sites are tried locally: localhost acts as the domain.
  const domainLabels = labels.at(-1) === 'localhost' ? 1 : TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.length > domainLabels ? labels[0] : undefined;
}

export function deriveCountry(hostname: string): CountryCode {
  const sub = firstSubdomain(hostname);
  if (sub === undefined || sub === 'www') return 'in';
  if (COUNTRY_SUBDOMAINS.has(sub)) return sub as CountryCode;
  return 'global';
}
