// One step of the questionnaire: its label, small text and fields, with their errors. Fields
// flagged `extra` (Site Details) are laid out as a compact group of their own.
import { forwardRef } from 'react';
import type { SurveyField, SurveyStep } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import type { Answers, StepError } from './rules';
import { useFormText } from './useFormText';
import { CompassField } from './fields/CompassField';
import { CompassRose } from './fields/CompassRose';
import { RadioField } from './fields/RadioField';
import { TextField } from './fields/TextField';
import type { ChoiceHandler } from './fields/ChoiceGroup';

interface StepViewProps {
  step: SurveyStep;
  answers: Answers;
  errors: Readonly<Record<string, StepError>>;
  /** On the Site Details step: the facing chosen earlier, shown on the compass. */
  siteFacing?: string;
  onChange: (field: SurveyField, value: string) => void;
  onPick: (field: SurveyField, value: string, advance: boolean) => void;
  onEnter: () => void;
}

export const StepView = forwardRef<HTMLHeadingElement, StepViewProps>(function StepView(
  { step, answers, errors, siteFacing, onChange, onPick, onEnter },
  headingRef,
) {
  const { t } = useTranslation();
  const { stepLabel, stepSmallText, fieldLabel } = useFormText();
  const smallText = stepSmallText(step);

  const renderField = (field: SurveyField) => {
    const error = errors[field.name];
    const errorId = error ? `survey-error-${field.name}` : undefined;
    const pick: ChoiceHandler = (value, advance) => onPick(field, value, advance);
    return (
      <div key={field.name} className="survey-field" data-field={field.name}>
        {field.type === 'compass' ? (
          <CompassField field={field} value={answers[field.name]} onPick={pick} errorId={errorId} />
        ) : field.type === 'radio' ? (
          <>
            {field.extra && <p className="survey-field__label" aria-hidden="true">{fieldLabel(field)}</p>}
            <RadioField field={field} value={answers[field.name]} onPick={pick} errorId={errorId} />
          </>
        ) : (
          <TextField field={field} value={answers[field.name]} onChange={(v) => onChange(field, v)} onEnter={onEnter} errorId={errorId} />
        )}
        {error && (
          <p id={errorId} className="survey-field__error" role="alert">
            {t(`survey.errors.${error}`)}
          </p>
        )}
      </div>
    );
  };

  const mainFields = step.fields.filter((f) => !f.extra);
  const extraFields = step.fields.filter((f) => f.extra);
  return (
    <div className="survey-step" data-step={step.id}>
      <h2 ref={headingRef} tabIndex={-1} className="survey-step__label">
        {stepLabel(step)}
      </h2>
      {smallText && <p className="survey-step__small">{smallText}</p>}
      {siteFacing !== undefined && <CompassRose facing={siteFacing} />}
      {mainFields.map(renderField)}
      {extraFields.length > 0 && <div className="survey-extra">{extraFields.map(renderField)}</div>}
    </div>
  );
});
