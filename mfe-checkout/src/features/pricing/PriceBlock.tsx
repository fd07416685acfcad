// 'Your 2D Floor Plan is ready!': the promise, delivery time and how the softcopy arrives.
import { useTranslation } from '@flx/shared-i18n';

export function PriceBlock() {
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
    </section>
  );
}
