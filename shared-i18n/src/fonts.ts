// The font of each script the product is written in: self-hosted Noto Sans families (from the
// Fontsource packages), each fetched only when a language written in that script is chosen.
// The shell calls loadScriptFont on every change of language; global.css puts the family
// first in the font stack for that language (its unicode-range leaves Latin to the system font).
/// <reference path="./css.d.ts" />
import { findLanguage } from './languages';
import './fonts/rupee.css';

export interface ScriptFont {
  script: string;
  /** The CSS font-family its @font-face declares. */
  family: string;
  load: () => Promise<unknown>;
}

const DEVANAGARI: ScriptFont = { script: 'Devanagari', family: 'Noto Sans Devanagari Variable', load: () => import('./fonts/devanagari.css') };
const ARABIC: ScriptFont = { script: 'Arabic', family: 'Noto Sans Arabic Variable', load: () => import('./fonts/arabic.css') };

/** Languages written in a script the system font may lack or render poorly. English has none. */
export const SCRIPT_FONTS: Readonly<Record<string, ScriptFont>> = {
  hi: DEVANAGARI,
  ta: { script: 'Tamil', family: 'Noto Sans Tamil Variable', load: () => import('./fonts/tamil.css') },
  te: { script: 'Telugu', family: 'Noto Sans Telugu Variable', load: () => import('./fonts/telugu.css') },
  ml: { script: 'Malayalam', family: 'Noto Sans Malayalam Variable', load: () => import('./fonts/malayalam.css') },
  kn: { script: 'Kannada', family: 'Noto Sans Kannada Variable', load: () => import('./fonts/kannada.css') },
  si: { script: 'Sinhala', family: 'Noto Sans Sinhala Variable', load: () => import('./fonts/sinhala.css') },
  bn: { script: 'Bengali', family: 'Noto Sans Bengali Variable', load: () => import('./fonts/bengali.css') },
  ar: ARABIC,
  ps: ARABIC,
};

const loading = new Map<ScriptFont, Promise<void>>();

/**
 * Makes the script font of a language (spec or BCP 47 code) available: its @font-face rules
 * are added once; the browser then fetches the file for the text on screen. Never rejects: a
 * font that fails to load leaves the system font in place.
 */
export function loadScriptFont(language: string): Promise<void> {
  const code = findLanguage(language)?.code;
  const font = code ? SCRIPT_FONTS[code] : undefined;
  if (!font) return Promise.resolve();
  let done = loading.get(font);
  if (!done) {
    done = font.load().then(
      () => undefined,
      (error: unknown) => {
        loading.delete(font);
        console.error(`The ${font.script} font did not load; the system font is used`, error);
      },
    );
    loading.set(font, done);
  }
  return done;
}
