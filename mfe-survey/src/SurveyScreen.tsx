// Exposed `survey/SurveyScreen`: the questionnaire. For now the intro card only; the steps
// come with the survey issue.
import * as React from 'react';
import { flxStore, reportSingletons, useFlxStore, type SurveyScreenProps } from '@flx/shared-contract';
import { LanguageSelect, useTranslation } from '@flx/shared-i18n';
import './survey.css';

reportSingletons('survey', React);

export default function SurveyScreen({ prefix }: SurveyScreenProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  return (
    <section className="flx-card survey-intro" data-screen="survey" data-version={FLX_REMOTE_VERSION} data-prefix={prefix}>
      <div className="survey-intro__top">
        <p className="survey-intro__title">{t('survey.intro.title')}</p>
        <LanguageSelect
          value={language}
          onChange={(code) => flxStore.getState().setLanguage(code)}
          label={t('shell.selectLanguage')}
        />
      </div>
      <h1>{t('survey.intro.heading')}</h1>
      <p>{t('survey.intro.notYet')}</p>
    </section>
  );
}
