// After payment: the drawings the visitor bought, full detail, to look at and to download. When they
// cannot be fetched here the thank-you page still promises delivery by email and WhatsApp.
import { useFlxStore } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { readAuthToken } from '../handoff/usePay';
import { usePaidDrawings, type PaidDrawing } from './usePaidDrawings';

export function YourPlans() {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const paid = usePaidDrawings(readAuthToken(), language);
  if (paid.status === 'none') return null;
  if (paid.status === 'loading') return <p role="status">{t('outcome.thankYou.plans.loading')}</p>;
  const name = (d: PaidDrawing) => t(d.kind === 'plan' ? 'outcome.thankYou.plans.plan' : 'outcome.thankYou.plans.elevation', { option: d.option });
  return (
    <section className="outcome__plans" aria-labelledby="outcome-plans-heading">
      <h2 id="outcome-plans-heading">{t('outcome.thankYou.plans.heading')}</h2>
      {paid.drawings.map((drawing) => (
        <figure key={`${drawing.kind}-${drawing.option}`} className="outcome__drawing">
          <img src={drawing.src} alt={name(drawing)} />
          <figcaption>
            <span>{name(drawing)}</span>
            <a className="flx-button" href={drawing.src} download={`${drawing.kind === 'plan' ? 'floor-plan' : 'elevation'}-option-${drawing.option}.svg`}>
              {t('outcome.thankYou.plans.download')}
            </a>
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
