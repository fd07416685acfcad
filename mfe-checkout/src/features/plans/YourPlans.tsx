// After payment: the drawings the visitor bought, full detail, to look at and to download. When they
// cannot be fetched here the thank-you page still promises delivery by email and WhatsApp.
import { useState } from 'react';
import { readAuthToken, useFlxStore } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { FloorPicker } from './FloorPicker';
import { usePaidDrawings, type PaidDrawing } from './usePaidDrawings';

export function YourPlans() {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const paid = usePaidDrawings(readAuthToken(), language);
  if (paid.status === 'none') return null;
  if (paid.status === 'loading') return <p role="status">{t('outcome.thankYou.plans.loading')}</p>;
  return (
    <section className="outcome__plans" aria-labelledby="outcome-plans-heading">
      <h2 id="outcome-plans-heading">{t('outcome.thankYou.plans.heading')}</h2>
      {paid.drawings.map((drawing) => (
        <PaidDrawingFigure key={`${drawing.kind}-${drawing.option}`} drawing={drawing} />
      ))}
    </section>
  );
}

/** One bought drawing; a plan of several storeys is shown one floor at a time, and downloaded whole. */
function PaidDrawingFigure({ drawing }: { drawing: PaidDrawing }) {
  const { t } = useTranslation();
  const [floor, setFloor] = useState(0);
  const name = t(drawing.kind === 'plan' ? 'outcome.thankYou.plans.plan' : 'outcome.thankYou.plans.elevation', { option: drawing.option });
  const byFloor = drawing.floors.length > 1;
  return (
    <figure className="outcome__drawing">
      {/* The floors first, as in the sample plans' dialog: one floor takes the page's width and may run past the screen. */}
      <FloorPicker floors={drawing.floors.length} shown={floor} onPick={setFloor} />
      <img src={drawing.floors[floor] ?? drawing.src} alt={byFloor ? `${name}, ${t(`plan.floors.${floor}`)}` : name} />
      <figcaption>
        <span>{name}</span>
        <a className="flx-button" href={drawing.src} download={`${drawing.kind === 'plan' ? 'floor-plan' : 'elevation'}-option-${drawing.option}.svg`}>
          {t('outcome.thankYou.plans.download')}
        </a>
      </figcaption>
    </figure>
  );
}
