// Text on the drawing: a font stack that falls back to the system's fonts for every script, direction per
// label (Arabic and Pashto run right to left), and room names in the caller's language.
import type { Room } from '../types';
import { DEFAULT_LABELS, type PlanLabels } from './labels';
import { esc } from './units';

/** Latin first, then system UI fonts (Nirmala UI: Windows' Indic scripts), then Noto families for every script the site is written in. */
export const FONT_STACK = "Helvetica, Arial, system-ui, 'Segoe UI', 'Nirmala UI', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Sinhala', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', 'Noto Naskh Arabic', 'Noto Sans Arabic', sans-serif";

/** Hebrew, Arabic (Pashto, Dari, Urdu included), Syriac, Thaana and the Arabic presentation forms. */
const RTL_CHARS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export function isRtl(text: string): boolean {
  return RTL_CHARS.test(text);
}

/**
 * A <text> element whose direction follows its content, so a right-to-left name keeps its word order.
 * The sheet itself is laid out left to right: text-anchor counts from where the writing starts, so a
 * right-to-left label swaps start and end to stay on the same side of `x` (a title at the left margin
 * would otherwise run off the sheet).
 */
export function textEl(x: number, y: number, content: string, attrs: string): string {
  const rtl = isRtl(content);
  const dir = rtl ? ' direction="rtl" unicode-bidi="embed"' : '';
  const anchored = !rtl || attrs.includes('text-anchor="middle"')
    ? attrs
    : attrs.includes('text-anchor="end"')
      ? attrs.replace('text-anchor="end"', 'text-anchor="start"')
      : attrs.includes('text-anchor="start"')
        ? attrs.replace('text-anchor="start"', 'text-anchor="end"')
        : `${attrs} text-anchor="end"`;
  return `<text x="${Math.round(x)}" y="${Math.round(y)}" font-family="${FONT_STACK}"${dir} ${anchored}>${esc(content)}</text>`;
}

/** Latin labels in capitals as architects letter them; other scripts have no case and are left as given. */
export function lettered(text: string): string {
  return /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}&']+$/u.test(text) ? text.toUpperCase() : text;
}

/**
 * The caller's name for a room: an exact translation of the engine's name first, then the translated room
 * type (numbered like the engine's name), else the engine's English name.
 */
export function roomName(room: Room, labels: PlanLabels): string {
  const exact = labels.names?.[room.name];
  if (exact) return exact;
  const typeLabel = labels.rooms[room.type];
  const translated = typeLabel !== undefined && typeLabel !== DEFAULT_LABELS.rooms[room.type];
  if (!translated) return room.name;
  const number = room.name.match(/(\d+)$/)?.[1];
  return number ? `${typeLabel} ${number}` : typeLabel;
}

/**
 * Advance per character (em, weight 600) by script: about the widest over the room names of the site's
 * languages (a few two-letter names aside), measured in Chromium with the Noto Sans families phones carry
 * (`npm run bench:plan-labels` prints the measurements), so a name drawn at its estimate fits. Per UTF-16
 * unit, vowel signs and viramas included, which is why Devanagari's figure is small and Tamil's large (its
 * names run from 0.46 to 1.03 em a character). Latin is lettered in capitals (Helvetica or Arial).
 */
const SCRIPT_EM: ReadonlyArray<readonly [RegExp, number]> = [
  [/[A-Z]/, 0.68],
  [/[\u0900-\u097F]/, 0.62], // Devanagari (Hindi)
  [/[\u0980-\u09FF]/, 0.62], // Bengali
  [/[\u0B80-\u0BFF]/, 1.03], // Tamil
  [/[\u0C00-\u0C7F]/, 0.66], // Telugu
  [/[\u0C80-\u0CFF]/, 0.78], // Kannada
  [/[\u0D00-\u0D7F]/, 0.94], // Malayalam
  [/[\u0D80-\u0DFF]/, 0.78], // Sinhala
  // Arabic and Pashto: Noto Naskh Arabic, Android's Arabic font (up to 0.53 em); Noto Sans Arabic reaches 0.70.
  [/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/, 0.64],
  [/\s/, 0.28],
  [/[0-9]/, 0.56],
  [/[\p{P}\p{S}]/u, 0.4],
];
const OTHER_EM = 0.68;

/** Estimated advance width of a label in em, to shrink a name to fit its room. */
export function labelEm(text: string): number {
  let em = 0;
  for (const ch of text) em += SCRIPT_EM.find(([re]) => re.test(ch))?.[1] ?? OTHER_EM;
  return em;
}

/** Letter spacing suits Latin capitals; in Indic scripts it splits conjuncts and in Arabic it breaks the joins. */
export function letterSpacing(text: string, spacing: number): number {
  return /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Zs}]+$/u.test(text) ? spacing : 0;
}
