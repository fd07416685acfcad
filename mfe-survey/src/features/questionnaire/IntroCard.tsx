// The card a visitor sees first: what they will get, the language picker and Start.
import { flxStore, useFlxStore } from '@flx/shared-contract';
import { LanguageSelect, useTranslation } from '@flx/shared-i18n';
import introArt from './intro-plan.svg';

interface IntroCardProps {
  onStart: () => void;
  /** False while the questionnaire is still loading. */
  ready: boolean;
}

export function IntroCard({ onStart, ready }: IntroCardProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  return (
    <section className="flx-card survey-intro" aria-labelledby="survey-intro-heading">
      <div className="survey-intro__top">
        <p className="survey-intro__title">{t('survey.intro.title')}</p>
        <LanguageSelect
          value={language}
          onChange={(code) => flxStore.getState().setLanguage(code)}
          label={t('shell.selectLanguage')}
        />
      </div>
      <img className="survey-intro__art" src={introArt} alt="" width={320} height={180} />
      <h1 id="survey-intro-heading">{t('survey.intro.heading')}</h1>
      <ul className="survey-intro__points">
        <li>{t('survey.intro.pointDelivery')}</li>
        <li>{t('survey.intro.pointAccuracy')}</li>
        <li>{t('survey.intro.pointGuarantee')}</li>
      </ul>
      <button type="button" className="flx-button survey-intro__start" onClick={onStart} disabled={!ready} aria-busy={!ready}>
        {ready ? t('survey.intro.start') : t('shell.loading')}
      </button>
    </section>
  );
}
