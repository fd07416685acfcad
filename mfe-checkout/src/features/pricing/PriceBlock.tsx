// 'Your 2D Floor Plan is ready!': the promise, delivery time and how the softcopy arrives, and the
// visitor's own plan that makes the promise true. When the engine cannot draw the rooms asked for on
// the plot, the heading says so instead, and the block shows the changes that would fit (or, when no home
// fits the plot at all, says that instead of promising a small change).
import { useTranslation } from '@flx/shared-i18n';
import { PlanPreview } from '../plans/PlanPreview';
import type { PlanOptionsState } from '../plans/usePlanOptions';
import type { TakeChange } from '../plans/useTakeChange';

export function PriceBlock({ plans, takeChange }: { plans: PlanOptionsState; takeChange?: TakeChange }) {
  const { t } = useTranslation();
  const unfit = plans.status === 'unfit';
  return (
    <section className="ck-ready" aria-labelledby="ck-ready-heading">
      <h1 id="ck-ready-heading">{t(!unfit ? 'checkout.ready.heading' : plans.limit ? 'checkout.planPreview.limitTitle' : 'checkout.planPreview.unfitTitle')}</h1>
      {!unfit && (
        <dl className="ck-ready__facts">
          <div>
            <dt>{t('checkout.ready.deliveryLabel')}</dt>
            <dd>{t('checkout.ready.delivery')}</dd>
          </div>
          <div>
            <dt>{t('checkout.ready.formatLabel')}</dt>
            <dd>{t('checkout.ready.format')}</dd>
          </div>
        </dl>
      )}
      <PlanPreview plans={plans} takeChange={takeChange} />
    </section>
  );
}
