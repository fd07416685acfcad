// The language picker every screen uses: the ten languages named in their own scripts.
import { useId } from 'react';
import { LANGUAGES } from './languages';

interface LanguageSelectProps {
  value: string;
  onChange: (code: string) => void;
  label: string;
  className?: string;
}

export function LanguageSelect({ value, onChange, label, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id} className="flx-visually-hidden">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
