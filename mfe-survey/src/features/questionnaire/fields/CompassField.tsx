// A compass field: the turning compass and its eight choices as a radio group.
import type { SurveyField } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { COMPASS_POINTS } from '../rules';
import { useFormText } from '../useFormText';
import { CompassRose } from './CompassRose';
import { ChoiceGroup, type ChoiceHandler } from './ChoiceGroup';

interface CompassFieldProps {
  field: SurveyField;
  value: string | undefined;
  onPick: ChoiceHandler;
  errorId?: string;
}

export function CompassField({ field, value, onPick, errorId }: CompassFieldProps) {
  const { t } = useTranslation();
  const { optionLabel } = useFormText();
  const points = field.options.length ? field.options.map((o) => o.value) : [...COMPASS_POINTS];
  return (
    <div className="compass-field">
      <CompassRose facing={value} />
      <ChoiceGroup
        field={field}
        value={value}
        onPick={onPick}
        errorId={errorId}
        className="choices choices--compass"
        choices={points.map((point) => ({ value: point, label: optionLabel(field, point), badge: t(`survey.compass.short.${point}`, { defaultValue: point }) }))}
      />
    </div>
  );
}
