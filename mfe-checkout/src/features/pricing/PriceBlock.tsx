// 'Your 2D Floor Plan is ready!': the promise, delivery time and how the softcopy arrives, and the
// visitor's own plan that makes the promise true.
import { useTranslation } from '@flx/shared-i18n';
import { PlanPreview } from '../plans/PlanPreview';

export function PriceBlock({ responseId }: { responseId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="ck-ready" aria-labelledby="ck-ready-heading">
      <h1 id="ck-ready-heading">{t('checkout.ready.heading')}</h1>
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
      <PlanPreview responseId={responseId} />
    </section>
  );
}
