// The drawings a paid visitor has unlocked (floor plans, and elevations with a 2D + 3D package),
// fetched with their session token and kept as object URLs for as long as the page shows them.
import { useEffect, useState } from 'react';
import { drawingOfFloor, fetchMyPlans, fetchPaidDrawing, withLanguage } from './plans-api';

export interface PaidDrawing {
  option: number;
  kind: 'plan' | 'elevation';
  /** The whole drawing, every floor side by side: what Download saves. */
  src: string;
  /**
   * Each floor drawn alone, ground floor first, for the plan of a home of several storeys (side by side a
   * floor gets about 130 px of a phone's width); empty otherwise. Fetched with the rest because an <img>
   * cannot send the session token.
   */
  floors: string[];
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
          {
            option: option.option,
            kind: 'plan' as const,
            url: withLanguage(option.drawingUrl, language),
            floorUrls: option.floors > 1 ? Array.from({ length: option.floors }, (_, level) => drawingOfFloor(option.drawingUrl, language, level)) : [],
          },
          ...(plans.unlocked.elevation ? [{ option: option.option, kind: 'elevation' as const, url: option.elevationUrl, floorUrls: [] }] : []),
        ]);
      const fetchDrawing = (url: string) => fetchPaidDrawing(url, token);
      const drawings = await Promise.all(
        wanted.map(async ({ url, floorUrls, ...drawing }) => {
          const [src, floors] = await Promise.all([fetchDrawing(url), Promise.all(floorUrls.map(fetchDrawing))]);
          return { ...drawing, src, floors };
        }),
      );
      urls.push(...drawings.flatMap((d) => [d.src, ...d.floors]));
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
