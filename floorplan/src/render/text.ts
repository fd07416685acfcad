// Text on the drawing: a font stack that falls back to the system's fonts for every script, direction per
// label (Arabic and Pashto run right to left), and room names in the caller's language.
import type { Room } from '../types';
import { DEFAULT_LABELS, type PlanLabels } from './labels';
import { esc } from './units';

/** Latin first, then system UI fonts, then Noto families that cover Devanagari, Bengali, Tamil, Sinhala and Arabic script. */
export const FONT_STACK = "Helvetica, Arial, system-ui, 'Segoe UI', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Sinhala', 'Noto Sans Tamil', 'Noto Naskh Arabic', 'Noto Sans Arabic', sans-serif";

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
