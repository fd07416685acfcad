// The visitor's own option 1, drawn by the plan engine from their answers: a watermarked thumbnail
// and what it holds. The full drawing with room sizes is what they pay for, so it is not shown here.
import { useFlxStore } from '@flx/shared-contract';
import { formatNumber, formatPercent, useTranslation } from '@flx/shared-i18n';
import { withLanguage } from './plans-api';
import { UnfitPlot } from './UnfitPlot';
import type { PlanOptionsState } from './usePlanOptions';

export function PlanPreview({ plans }: { plans: PlanOptionsState }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);

  if (plans.status === 'missing') return null;
  if (plans.status === 'loading') {
    return (
      <div className="ck-plan-preview ck-plan-preview--loading" role="status">
        {t('checkout.planPreview.loading')}
      </div>
    );
  }
  if (plans.status === 'unfit') return <UnfitPlot fits={plans.fits} request={plans.request} />;
  const option = plans.options[0];
  if (!option) return null;
  const n = (value: number) => formatNumber(value, language);
  const facts: Array<[label: string, value: string]> = [
    [t('checkout.planPreview.bedrooms'), n(option.bedrooms)],
    [t('checkout.planPreview.toilets'), n(option.toilets)],
    [t('checkout.planPreview.floors'), n(option.floors)],
    [t('checkout.planPreview.area'), t('checkout.planPreview.areaValue', { value: n(option.builtUpSqft) })],
  ];
  if (option.vastuScore !== null) facts.push([t('checkout.planPreview.vastu'), formatPercent(Math.round(option.vastuScore * 100), language)]);

  return (
    <figure className="ck-plan-preview">
      <img
        className="ck-plan-preview__image"
        src={withLanguage(option.previewUrl, language)}
        alt={t('checkout.planPreview.alt', { facts: facts.map(([label, value]) => `${label}: ${value}`).join(', ') })}
        onContextMenu={(event) => event.preventDefault()}
      />
      <figcaption>
        <strong className="ck-plan-preview__title">{t('checkout.planPreview.title')}</strong>
        <dl className="ck-plan-preview__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="ck-plan-preview__note">{t('checkout.planPreview.note')}</p>
      </figcaption>
    </figure>
  );
}
