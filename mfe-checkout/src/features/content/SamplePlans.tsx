// Sample Delivery Plans: five floor plans alternating with 3D elevations (20x60, 30x60,
// 25x60 (3 story), 19x45, 40x60, all North facing); each opens larger in a dialog. The
// drawings are schematic placeholders until the plan engine supplies generated plans.
import { useState } from 'react';
import { useTranslation } from '@flx/shared-i18n';
import { Dialog } from '../upsell/Dialog';
import { Carousel } from './Carousel';

export const SAMPLE_PLANS = [
  { width: 20, depth: 60, floors: 1 },
  { width: 30, depth: 60, floors: 1 },
  { width: 25, depth: 60, floors: 3 },
  { width: 19, depth: 45, floors: 1 },
  { width: 40, depth: 60, floors: 1 },
] as const;

type Sample = (typeof SAMPLE_PLANS)[number] & { kind: 'plan' | 'elevation' };

function SampleDrawing({ sample }: { sample: Sample }) {
  const scale = 150 / Math.max(sample.width, sample.depth);
  const w = sample.width * scale;
  const d = sample.depth * scale;
  if (sample.kind === 'elevation') {
    const storey = 34;
    const h = storey * sample.floors;
    return (
      <svg viewBox="0 0 200 170" className="ck-sample__art" aria-hidden="true">
        <rect x={100 - w / 2} y={150 - h} width={w} height={h} fill="#e8f1f2" stroke="#0f4c5c" strokeWidth="3" />
        {Array.from({ length: sample.floors }, (_, f) => (
          <rect key={f} x={100 - w / 4} y={150 - storey * (f + 1) + 8} width={w / 2} height={16} fill="#9cc5cf" />
        ))}
        <path d={`M${100 - w / 2 - 8} ${150 - h}h${w + 16}`} stroke="#e36414" strokeWidth="6" />
        <path d="M10 150h180" stroke="#5c677d" strokeWidth="2" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 200 170" className="ck-sample__art" aria-hidden="true">
      <rect x={100 - w / 2} y={10} width={w} height={d} fill="#fff" stroke="#0f4c5c" strokeWidth="4" />
      <path d={`M${100 - w / 2} ${10 + d / 2}h${w}M100 ${10 + d / 2}v${d / 2}`} stroke="#0f4c5c" strokeWidth="2" />
      <path d={`M${100 - w / 2} ${16 + d}h${w}`} stroke="#5c677d" strokeWidth="4" />
    </svg>
  );
}

export function SamplePlans() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Sample | null>(null);
  const samples: Sample[] = SAMPLE_PLANS.flatMap((p) => [
    { ...p, kind: 'plan' as const },
    { ...p, kind: 'elevation' as const },
  ]);
  const caption = (s: Sample) =>
    t(s.floors > 1 ? 'checkout.samples.captionStorey' : 'checkout.samples.caption', { size: `${s.width}x${s.depth}`, floors: s.floors });
  return (
    <section className="ck-section" aria-labelledby="ck-samples-heading">
      <h2 id="ck-samples-heading" className="ck-section-title">
        {t('checkout.samples.heading')}
      </h2>
      <Carousel
        label={t('checkout.samples.heading')}
        slidesPerView={1.4}
        slides={samples.map((s) => (
          <button key={`${s.width}x${s.depth}-${s.kind}`} type="button" className="ck-sample" onClick={() => setOpen(s)}>
            <SampleDrawing sample={s} />
            <span className="ck-sample__kind">{t(`checkout.samples.${s.kind}`)}</span>
            <span className="ck-sample__caption">{caption(s)}</span>
          </button>
        ))}
      />
      {open && (
        <Dialog labelledBy="ck-sample-title" onClose={() => setOpen(null)} className="ck-sample-dialog">
          <h2 id="ck-sample-title">
            {t(`checkout.samples.${open.kind}`)}: {caption(open)}
          </h2>
          <SampleDrawing sample={open} />
          <button type="button" className="flx-button" onClick={() => setOpen(null)}>
            {t('checkout.upsell.close')}
          </button>
        </Dialog>
      )}
    </section>
  );
}
