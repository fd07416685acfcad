// The steps of the survey under a progress bar: Back, Next (validated) or Finish (posts the
// answers, spec call 2), Enter and radio picks that move on, and errors that keep the answers.
import { useEffect, useRef, useState } from 'react';
import { emit, submitSurvey, SurveySubmitError, type SurveyField, type SurveyForm } from '@flx/shared-contract';
import { findLanguage, useTranslation } from '@flx/shared-i18n';
import { buildSubmission, chosenFacing, isSiteDetailsStep, progressPercent, validateStep, type StepError } from './rules';
import { ProgressBar } from './ProgressBar';
import { StepView } from './StepView';

interface QuestionnaireProps {
  form: SurveyForm;
  query: Readonly<Record<string, string>>;
  language: string;
}

/** A pick with a pointer moves on after this long, so the visitor sees what they chose. */
export const AUTO_ADVANCE_MS = 180;

export function Questionnaire({ form, query, language }: QuestionnaireProps) {
  const { t } = useTranslation();
  const [stepIndex, setStepIndex] = useState(0);
  // Answers start empty every time the form mounts (spec section 2).
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, StepError>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<SurveySubmitError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const step = form.steps[stepIndex]!;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === form.steps.length - 1;

  useEffect(() => {
    headingRef.current?.focus();
  }, [stepIndex]);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const next = (current = answers) => {
    if (isLast) return;
    const found = validateStep(step, stepIndex, current);
    setErrors(found);
    if (Object.keys(found).length === 0) setStepIndex(stepIndex + 1);
  };

  const back = () => {
    clearTimeout(advanceTimer.current);
    setErrors({});
    setStepIndex(Math.max(0, stepIndex - 1));
  };

  const setAnswer = (field: SurveyField, value: string) => {
    const updated = { ...answers, [field.name]: value };
    setAnswers(updated);
    if (errors[field.name]) setErrors(({ [field.name]: _cleared, ...rest }) => rest);
    return updated;
  };

  const pick = (field: SurveyField, value: string, advance: boolean) => {
    const updated = setAnswer(field, value);
    if (!advance || isLast) return;
    // Only a complete step moves on by itself; otherwise the visitor fills in the rest.
    if (Object.keys(validateStep(step, stepIndex, updated)).length > 0) return;
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => next(updated), AUTO_ADVANCE_MS);
  };

  const finish = async () => {
    // Spec: Finish runs no validation; the server validates what it receives.
    setSubmitting(true);
    setSubmitError(null);
    const selectedLanguage = findLanguage(language)?.specCode ?? 'en';
    try {
      const { responseId, hash } = await submitSurvey(buildSubmission(form, answers, query, selectedLanguage));
      emit('survey/submitted', { hash, formId: form.id, responseId });
    } catch (error) {
      console.error(error);
      setSubmitError(error instanceof SurveySubmitError ? error : new SurveySubmitError(0));
      setSubmitting(false);
    }
  };

  const percent = progressPercent(stepIndex, form.steps.length);
  return (
    <section className="flx-card survey-steps">
      <ProgressBar percent={percent} step={stepIndex} steps={form.steps.length} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isLast) void finish();
          else next();
        }}
      >
        <StepView
          ref={headingRef}
          step={step}
          answers={answers}
          errors={errors}
          siteFacing={isSiteDetailsStep(form, stepIndex) ? (chosenFacing(form, answers) ?? '') : undefined}
          onChange={setAnswer}
          onPick={pick}
          onEnter={() => (isLast ? void finish() : next())}
        />
        {submitError && (
          <div className="survey-submit-error" role="alert">
            <p>{submitError.status ? t('survey.errors.submitStatus') : t('survey.errors.submitNetwork')}</p>
            {/* Over the per-address limit a Finish at once would be refused again. */}
            <p>{submitError.status === 429 ? t('survey.errors.tooManySubmissions') : t('survey.errors.answersKept')}</p>
          </div>
        )}
        <div className="survey-nav">
          {!isFirst && (
            <button type="button" className="flx-button flx-button--quiet survey-nav__back" onClick={back} disabled={submitting}>
              <span aria-hidden="true" className="survey-nav__arrow">
                ←
              </span>
              {t('survey.back')}
            </button>
          )}
          {isLast ? (
            <button type="submit" className="flx-button survey-nav__primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? t('survey.finishing') : t('survey.finish')}
            </button>
          ) : (
            <button type="submit" className="flx-button survey-nav__primary">
              {t('survey.next')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
