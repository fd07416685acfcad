// Feet-and-inches text for millimetre sizes, as Indian plans label rooms.
export function feetInches(mm: number): string {
  const totalInches = Math.round(mm / 25.4);
  const ft = Math.floor(totalInches / 12);
  const inch = totalInches % 12;
  return `${ft}'${inch}"`;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
