// Lead step 0: a circular percentage rising 1% every 200 ms under changing captions; the
// caption appears 120 ms after the screen opens, and at 100% the form moves on.
import { useEffect, useState } from 'react';
import { useTranslation } from '@flx/shared-i18n';
import { CAPTION_DELAY_MS, captionFor, PROGRESS_TICK_MS } from './rules';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressLoader({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  const [captionShown, setCaptionShown] = useState(false);

  useEffect(() => {
    const caption = setTimeout(() => setCaptionShown(true), CAPTION_DELAY_MS);
    const tick = setInterval(() => setPercent((p) => Math.min(100, p + 1)), PROGRESS_TICK_MS);
    return () => {
      clearTimeout(caption);
      clearInterval(tick);
    };
  }, []);

  useEffect(() => {
    if (percent === 100) onDone();
  }, [percent, onDone]);

  return (
    <section className="flx-card lead-loader" aria-labelledby="lead-loader-caption">
      <div
        className="lead-loader__ring"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby="lead-loader-caption"
      >
        <svg viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r={RADIUS} className="lead-loader__track" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            className="lead-loader__value"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          />
        </svg>
        <span className="lead-loader__percent" dir="ltr">
          {percent}%
        </span>
      </div>
      <p id="lead-loader-caption" className="lead-loader__caption" aria-live="polite">
        {captionShown ? t(`lead.loader.${captionFor(percent)}`) : '\u00a0'}
      </p>
    </section>
  );
}
