// Sheet units shared by the drawings: the ink, whole millimetres, and feet-and-inches text.

/** The drawings' ink. */
export const INK = '#1d1d1f';

/** Coordinates are written in whole millimetres. */
export const f1 = (n: number) => Math.round(n);

/** Feet-and-inches text for millimetre sizes, as Indian plans label rooms. */
export function feetInches(mm: number): string {
  const totalInches = Math.round(mm / 25.4);
  const ft = Math.floor(totalInches / 12);
  const inch = totalInches % 12;
  return `${ft}'${inch}"`;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
