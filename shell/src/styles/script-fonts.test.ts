import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@flx/shared-i18n';
import { SCRIPT_FONTS } from '@flx/shared-i18n/src/fonts';

const css = readFileSync(path.join(__dirname, 'global.css'), 'utf8');

describe('global.css font stack', () => {
  it.each(LANGUAGES.filter((l) => SCRIPT_FONTS[l.code]).map((l) => [l.code, SCRIPT_FONTS[l.code]!.family]))(
    'puts the rupee face and the script family first for %s',
    (code, family) => {
      const rule = css.match(new RegExp(`((?::root:lang\\(\\w+\\),?\\s*)+)\\{\\s*--flx-font-script:([^;]+);`, 'g')) ?? [];
      const forLanguage = rule.find((r) => r.includes(`:lang(${code})`));
      expect(forLanguage).toBeDefined();
      expect(forLanguage).toContain(`'Noto Sans Rupee', '${family}'`);
    },
  );

  it('gives English the rupee face and the system stack only', () => {
    expect(css).toMatch(/--flx-font-script: 'Noto Sans Rupee';/);
    expect(css).toMatch(/--flx-font: var\(--flx-font-script\), var\(--flx-font-system\);/);
  });
});
