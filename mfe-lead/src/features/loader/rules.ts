// The progress loader of spec section 2 (lead step 0): 1% every 200 ms, nine captions.
export const PROGRESS_TICK_MS = 200;
export const CAPTION_DELAY_MS = 120;

/** Each caption shows until the percentage passes its threshold (translation key, threshold). */
export const LOADER_CAPTIONS = [
  ['processing', 15],
  ['analysingPlot', 25],
  ['futureNeeds', 35],
  ['structure', 45],
  ['facade', 55],
  ['photorealistic', 70],
  ['options', 80],
  ['finalDesigns', 95],
  ['ready', 100],
] as const;

export type LoaderCaption = (typeof LOADER_CAPTIONS)[number][0];

export function captionFor(percent: number): LoaderCaption {
  return (LOADER_CAPTIONS.find(([, threshold]) => percent <= threshold) ?? LOADER_CAPTIONS[LOADER_CAPTIONS.length - 1]!)[0];
}
