// Exposed `survey/SurveyScreen`: the intro card, then the questionnaire one step at a time.
import { useEffect, useState } from 'react';
import * as React from 'react';
import { reportSingletons, useFlxStore, type SurveyScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { IntroCard } from './features/questionnaire/IntroCard';
import { Questionnaire } from './features/questionnaire/Questionnaire';
import { useSurveyForm } from './features/questionnaire/useSurveyForm';
import { forgetCheckoutReturn } from './features/questionnaire/storage';
import './survey.css';

reportSingletons('survey', React);

export default function SurveyScreen({ prefix, query }: SurveyScreenProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [started, setStarted] = useState(false);
  const [formState, retry] = useSurveyForm();

  useEffect(forgetCheckoutReturn, []);

  return (
    <div className="survey" data-screen="survey" data-version={FLX_REMOTE_VERSION} data-prefix={prefix}>
      {formState.status === 'failed' ? (
        <section className="flx-card survey-unavailable" role="alert">
          <h1>{t('survey.unavailable.heading')}</h1>
          <p>{t('survey.unavailable.body')}</p>
          <button type="button" className="flx-button" onClick={retry}>
            {t('survey.unavailable.retry')}
          </button>
        </section>
      ) : started && formState.status === 'ready' ? (
        <Questionnaire form={formState.form} query={query} language={language} />
      ) : (
        <IntroCard ready={formState.status === 'ready'} onStart={() => setStarted(true)} />
      )}
    </div>
  );
}
