// A radio field: its options as cards, with the option's picture when the form gives one.
import type { SurveyField } from '@flx/shared-contract';
import { useFormText } from '../useFormText';
import { ChoiceGroup, type ChoiceHandler } from './ChoiceGroup';

interface RadioFieldProps {
  field: SurveyField;
  value: string | undefined;
  onPick: ChoiceHandler;
  errorId?: string;
}

export function RadioField({ field, value, onPick, errorId }: RadioFieldProps) {
  const { optionLabel } = useFormText();
  const withImages = field.options.some((o) => o.imageUrl);
  return (
    <ChoiceGroup
      field={field}
      value={value}
      onPick={onPick}
      errorId={errorId}
      className={withImages ? 'choices choices--images' : 'choices'}
      choices={field.options.map((o) => ({ value: o.value, label: optionLabel(field, o.value), imageUrl: o.imageUrl }))}
    />
  );
}
