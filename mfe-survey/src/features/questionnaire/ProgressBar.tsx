// The progress bar over the steps, readable by assistive technology.
import { useTranslation } from '@flx/shared-i18n';

export function ProgressBar({ percent, step, steps }: { percent: number; step: number; steps: number }) {
  const { t } = useTranslation();
  const label = t('survey.progress', { step: step + 1, steps });
  return (
    <div className="survey-progress">
      <div
        className="survey-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="survey-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="survey-progress__text" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
