// The visitor's own option 1, drawn by the plan engine from their answers: a watermarked thumbnail
// and what it holds. The full drawing with room sizes is what they pay for, so it is not shown here.
// A thumbnail is one floor; on a home of several storeys the visitor picks which (the bedrooms are
// often all upstairs, and a ground floor alone would seem to lack them).
import { useState } from 'react';
import { useFlxStore } from '@flx/shared-contract';
import { formatNumber, formatPercent, useTranslation } from '@flx/shared-i18n';
import { FloorPicker } from './FloorPicker';
import { previewOfFloor, type VastuPlacement } from './plans-api';
import { UnfitPlot } from './UnfitPlot';
import { VastuPlaces } from './VastuPlaces';
import type { PlanOptionsState } from './usePlanOptions';
import type { TakeChange } from './useTakeChange';

/** The facts every plan shows, in order (a Vastu score follows where Vastu was asked for). */
const FACT_KEYS = ['bedrooms', 'toilets', 'floors', 'area'] as const;

export function PlanPreview({ plans, takeChange }: { plans: PlanOptionsState; takeChange?: TakeChange }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [floor, setFloor] = useState(0);

  if (plans.status === 'missing') return null;
  if (plans.status === 'loading') {
    // As tall as the drawing and its caption to come, the caption kept unseen: when the plan arrives the
    // packages below move only by what the box cannot know yet (the floor switch, the Vastu score and
    // fold), so a tap aimed at a package meanwhile lands on it.
    return (
      <div className="ck-plan-preview ck-plan-preview--loading" role="status">
        <span className="ck-plan-preview__pending">{t('checkout.planPreview.loading')}</span>
        <div className="ck-plan-preview__caption-room" aria-hidden="true">
          <PlanCaption facts={FACT_KEYS.map((key) => [t(`checkout.planPreview.${key}`), '\u00a0'])} />
        </div>
      </div>
    );
  }
  if (plans.status === 'unfit') return <UnfitPlot fits={plans.fits} request={plans.request} limit={plans.limit} take={takeChange} />;
  const option = plans.options[0];
  if (!option) return null;
  const n = (value: number) => formatNumber(value, language);
  const values: Record<(typeof FACT_KEYS)[number], string> = {
    bedrooms: n(option.bedrooms),
    toilets: n(option.toilets),
    floors: n(option.floors),
    area: t('checkout.planPreview.areaValue', { value: n(option.builtUpSqft) }),
  };
  const facts: Array<[label: string, value: string]> = FACT_KEYS.map((key) => [t(`checkout.planPreview.${key}`), values[key]]);
  if (option.vastuScore !== null) facts.push([t('checkout.planPreview.vastu'), formatPercent(Math.round(option.vastuScore * 100), language)]);
  const shown = Math.min(floor, option.floors - 1);
  const described = facts.map(([label, value]) => `${label}: ${value}`);
  if (option.floors > 1) described.unshift(t(`plan.floors.${shown}`));

  return (
    <figure className="ck-plan-preview">
      <img
        className="ck-plan-preview__image"
        src={previewOfFloor(option.previewUrl, language, shown)}
        alt={t('checkout.planPreview.alt', { facts: described.join(', ') })}
        onContextMenu={(event) => event.preventDefault()}
      />
      <FloorPicker floors={option.floors} shown={shown} onPick={setFloor} />
      <figcaption>
        <PlanCaption facts={facts} placements={option.vastuPlacements} />
      </figcaption>
    </figure>
  );
}

/** What the drawing's caption says: the title, the facts, where the rooms stand for Vastu, and the note. */
function PlanCaption({ facts, placements }: { facts: Array<[label: string, value: string]>; placements?: readonly VastuPlacement[] | null }) {
  const { t } = useTranslation();
  return (
    <>
      <strong className="ck-plan-preview__title">{t('checkout.planPreview.title')}</strong>
      <dl className="ck-plan-preview__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {placements?.length ? <VastuPlaces placements={placements} /> : null}
      <p className="ck-plan-preview__note">{t('checkout.planPreview.note')}</p>
    </>
  );
}
