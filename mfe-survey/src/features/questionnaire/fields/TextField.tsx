// A text-like field. Plot sizes get the numeric keyboard and stay left to right in every
// language; Enter moves to the next step.
import type { SurveyField } from '@flx/shared-contract';
import { useFormText } from '../useFormText';

interface TextFieldProps {
  field: SurveyField;
  value: string | undefined;
  onChange: (value: string) => void;
  onEnter: () => void;
  errorId?: string;
}

export function TextField({ field, value, onChange, onEnter, errorId }: TextFieldProps) {
  const { fieldLabel } = useFormText();
  const numeric = field.type === 'number';
  const id = `survey-field-${field.name}`;
  return (
    <div className={numeric ? 'text-field text-field--number' : 'text-field'}>
      <label htmlFor={id}>{fieldLabel(field)}</label>
      <input
        id={id}
        name={field.name}
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        dir={numeric ? 'ltr' : 'auto'}
        autoComplete="off"
        value={value ?? ''}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
      />
    </div>
  );
}
