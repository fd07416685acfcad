// Texts of the server's questionnaire in the visitor's language: each has a translation key
// built from stable ids, and the server's English as the fallback.
import { useCallback } from 'react';
import type { SurveyField, SurveyStep } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';

export function useFormText() {
  const { t } = useTranslation();
  return {
    stepLabel: useCallback((step: SurveyStep) => t(`surveyForm.steps.${step.id}.label`, { defaultValue: step.label }), [t]),
    stepSmallText: useCallback(
      (step: SurveyStep) => (step.smallText ? t(`surveyForm.steps.${step.id}.smallText`, { defaultValue: step.smallText }) : ''),
      [t],
    ),
    fieldLabel: useCallback((field: SurveyField) => t(`surveyForm.fields.${field.name}.label`, { defaultValue: field.label }), [t]),
    optionLabel: useCallback(
      (field: SurveyField, value: string) => t(`surveyForm.options.${field.name}.${value}`, { defaultValue: value }),
      [t],
    ),
  };
}
