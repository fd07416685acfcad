// TRUST_PROXY: which proxies in front of the API may say who the client is (X-Forwarded-For), so
// request.ip (and with it the per-address limits) is the visitor's address, not the load balancer's.

/** Fastify's `trustProxy`: false (default), true (any), the nearest n hops, or a list of addresses and CIDR ranges. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

type Env = Readonly<Record<string, string | undefined>>;

export function readTrustProxy(env: Env, problems: string[]): TrustProxy {
  const raw = env['TRUST_PROXY']?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d{1,2}$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const list = raw.split(',').map((item) => item.trim());
  if (list.every((item) => /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(item) || ['loopback', 'linklocal', 'uniquelocal'].includes(item))) return list;
  problems.push('TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges');
  return false;
}
