import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';
import { loadScriptFont, SCRIPT_FONTS } from './fonts';

const fontsDir = path.join(__dirname, 'fonts');

function fontFaces(file: string) {
  const css = readFileSync(path.join(fontsDir, file), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    family: body!.match(/font-family:\s*'([^']+)'/)?.[1],
    display: body!.match(/font-display:\s*([\w-]+)/)?.[1],
    src: body!.match(/url\('([^']+)'\)/)?.[1],
    range: body!.match(/unicode-range:\s*([^;]+);/)?.[1],
  }));
}

const FILES: Record<string, string> = {
  Devanagari: 'devanagari.css',
  Tamil: 'tamil.css',
  Telugu: 'telugu.css',
  Malayalam: 'malayalam.css',
  Kannada: 'kannada.css',
  Sinhala: 'sinhala.css',
  Bengali: 'bengali.css',
  Arabic: 'arabic.css',
};

describe('script fonts', () => {
  it('gives every language but English the Noto family of its script', () => {
    const scripts = Object.fromEntries(LANGUAGES.map((l) => [l.code, SCRIPT_FONTS[l.code]?.script ?? null]));
    expect(scripts).toEqual({
      en: null, hi: 'Devanagari', ta: 'Tamil', te: 'Telugu', ml: 'Malayalam', kn: 'Kannada',
      ar: 'Arabic', si: 'Sinhala', bn: 'Bengali', ps: 'Arabic',
    });
  });

  it.each(Object.entries(FILES))('declares %s as one self-hosted woff2 subset with font-display: swap', (script, file) => {
    const faces = fontFaces(file);
    const font = Object.values(SCRIPT_FONTS).find((f) => f.script === script)!;
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatchObject({ family: font.family, display: 'swap' });
    expect(faces[0]!.src).toMatch(/\.woff2$/);
    expect(existsSync(require.resolve(faces[0]!.src!))).toBe(true);
    // Only the script itself: Latin text keeps the system font.
    expect(faces[0]!.range).not.toMatch(/U\+0000/);
  });

  it('has the rupee sign from a small face that holds nothing else', () => {
    const [rupee] = fontFaces('rupee.css');
    expect(rupee).toMatchObject({ family: 'Noto Sans Rupee', display: 'swap', range: 'U+20B9' });
    expect(existsSync(require.resolve(rupee!.src!))).toBe(true);
  });

  it('loads a script font once, shared by the languages written in it, and nothing for English', async () => {
    const arabic = jest.spyOn(SCRIPT_FONTS.ar!, 'load');
    await loadScriptFont('arabic');
    await loadScriptFont('ps');
    await loadScriptFont('ar');
    expect(arabic).toHaveBeenCalledTimes(1);
    await expect(loadScriptFont('en')).resolves.toBeUndefined();
    await expect(loadScriptFont('xx')).resolves.toBeUndefined();
  });

  it('keeps the system font when a font cannot be fetched, and tries again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tamil = jest.spyOn(SCRIPT_FONTS.ta!, 'load').mockRejectedValueOnce(new Error('offline'));
    await expect(loadScriptFont('ta')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Tamil'), expect.any(Error));
    await loadScriptFont('ta');
    expect(tamil).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
