// Sample Delivery Plans: five floor plans alternating with their 3D elevations (20x60, 30x60,
// 25x60 (3 story), 19x45, 40x60, all North facing), drawn by our plan engine. A card shows a plan's ground
// floor as the engine's compact thumbnail (the whole sheet, title and scale bar too, came out too small to
// see on a phone); each opens the full drawing in a dialog, a plan of several storeys one floor at a time
// (side by side they are too small to read on a phone). Without the plan service the section is left out
// rather than shown empty.
import { useEffect, useState } from 'react';
import { useFlxStore } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { Dialog } from '../upsell/Dialog';
import { FloorPicker } from '../plans/FloorPicker';
import { drawingOfFloor, fetchSamplePlans, withLanguage, type SamplePlan } from '../plans/plans-api';
import { Carousel } from './Carousel';

/** `card`: what the carousel shows (a plan's compact thumbnail); `src`: the drawing its dialog opens. */
type Drawing = { sample: SamplePlan; kind: 'plan' | 'elevation'; card: string; src: string };

function useSamplePlans(): SamplePlan[] {
  const [samples, setSamples] = useState<SamplePlan[]>([]);
  useEffect(() => {
    let live = true;
    fetchSamplePlans()
      .then((list) => live && setSamples(list))
      .catch((error: unknown) => console.error('sample plans failed', error));
    return () => {
      live = false;
    };
  }, []);
  return samples;
}

export function SamplePlans() {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const samples = useSamplePlans();
  const [open, setOpen] = useState<Drawing | null>(null);
  const [floor, setFloor] = useState(0);
  if (samples.length === 0) return null;

  const drawings: Drawing[] = samples.flatMap((sample) => [
    { sample, kind: 'plan' as const, card: sample.thumbnailUrl, src: withLanguage(sample.drawingUrl, language) },
    { sample, kind: 'elevation' as const, card: sample.elevationUrl, src: sample.elevationUrl },
  ]);
  const caption = ({ sample }: Drawing) =>
    t(sample.floors > 1 ? 'checkout.samples.captionStorey' : 'checkout.samples.caption', { size: `${sample.widthFt}x${sample.depthFt}`, floors: sample.floors });
  const name = (d: Drawing) => `${t(`checkout.samples.${d.kind}`)}: ${caption(d)}`;
  const byFloor = (d: Drawing) => d.kind === 'plan' && d.sample.floors > 1;
  const show = (d: Drawing) => {
    setFloor(0);
    setOpen(d);
  };

  return (
    <section className="ck-section" aria-labelledby="ck-samples-heading">
      <h2 id="ck-samples-heading" className="ck-section-title">
        {t('checkout.samples.heading')}
      </h2>
      <Carousel
        label={t('checkout.samples.heading')}
        slidesPerView={1.4}
        slides={drawings.map((d) => (
          <button key={`${d.sample.id}-${d.kind}`} type="button" className="ck-sample" onClick={() => show(d)}>
            <img className={`ck-sample__art ck-sample__art--${d.kind}`} src={d.card} alt="" loading="lazy" />
            <span className="ck-sample__kind">{t(`checkout.samples.${d.kind}`)}</span>{' '}
            <span className="ck-sample__caption">{caption(d)}</span>
          </button>
        ))}
      />
      {open && (
        <Dialog labelledBy="ck-sample-title" onClose={() => setOpen(null)} className="ck-sample-dialog">
          <h2 id="ck-sample-title">{name(open)}</h2>
          {/* The floors first: one floor's drawing takes the dialog's whole width and may run past the screen. */}
          {byFloor(open) && <FloorPicker floors={open.sample.floors} shown={floor} onPick={setFloor} />}
          <img
            className={`ck-sample__large${byFloor(open) ? ' ck-sample__large--floor' : ''}`}
            src={byFloor(open) ? drawingOfFloor(open.sample.drawingUrl, language, floor) : open.src}
            alt={byFloor(open) ? `${name(open)}, ${t(`plan.floors.${floor}`)}` : name(open)}
          />
          <button type="button" className="flx-button" onClick={() => setOpen(null)}>
            {t('checkout.upsell.close')}
          </button>
        </Dialog>
      )}
    </section>
  );
}
