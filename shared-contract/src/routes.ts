// Route builders: every screen address, with the /us or /uk prefix the visitor came in on.
export type PathPrefix = '' | '/us' | '/uk';

/**
 * The prefix of the current address: the spec adds /us or /uk when the address contains it.
 * Only the first path segment counts, since that is the only place the route table puts them:
 * a slug or an option that happens to read "us" is not a country prefix.
 */
export function pathPrefixOf(pathname: string): PathPrefix {
  const first = pathname.split('/')[1];
  return first === 'us' || first === 'uk' ? `/${first}` : '';
}

function withQuery(path: string, query?: Record<string, string>): string {
  if (!query) return path;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export const routes = {
  survey: (prefix: PathPrefix) => prefix || '/',
  response: (prefix: PathPrefix, hash: string, query?: Record<string, string>) =>
    withQuery(`${prefix}/response/${encodeURIComponent(hash)}`, query),
  checkout: (prefix: PathPrefix, slug: string, query?: Record<string, string>) =>
    withQuery(`${prefix}/response/checkout/${encodeURIComponent(slug)}`, query),
  thankYou: (prefix: PathPrefix, query?: Record<string, string>) => withQuery(`${prefix}/thank-you`, query),
  paymentFailure: (query?: Record<string, string>) => withQuery('/payment-failure', query),
  privacyPolicy: () => '/privacy_policy',
};
