// The drawings a paid visitor has unlocked (floor plans, and elevations with a 2D + 3D package),
// fetched with their session token and kept as object URLs for as long as the page shows them.
import { useEffect, useState } from 'react';
import { fetchMyPlans, fetchPaidDrawing, withLanguage } from './plans-api';

export interface PaidDrawing {
  option: number;
  kind: 'plan' | 'elevation';
  src: string;
}

export type PaidDrawings = { status: 'loading' } | { status: 'none' } | { status: 'ready'; drawings: PaidDrawing[] };

export function usePaidDrawings(token: string, language: string): PaidDrawings {
  const [state, setState] = useState<PaidDrawings>(token ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    const urls: string[] = [];
    (async () => {
      const plans = await fetchMyPlans(token);
      if (plans.status !== 'ready' || plans.unlocked.options === 0) return setState({ status: 'none' });
      const wanted = plans.options
        .filter((option) => option.option <= plans.unlocked.options)
        .flatMap((option) => [
          { option: option.option, kind: 'plan' as const, url: withLanguage(option.drawingUrl, language) },
          ...(plans.unlocked.elevation ? [{ option: option.option, kind: 'elevation' as const, url: option.elevationUrl }] : []),
        ]);
      const drawings = await Promise.all(wanted.map(async ({ url, ...drawing }) => ({ ...drawing, src: await fetchPaidDrawing(url, token) })));
      urls.push(...drawings.map((d) => d.src));
      if (live) setState({ status: 'ready', drawings });
    })().catch((error: unknown) => {
      console.error('paid drawings failed', error);
      if (live) setState({ status: 'none' });
    });
    return () => {
      live = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [token, language]);
  return state;
}
