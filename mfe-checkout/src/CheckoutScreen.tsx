// Exposed `checkout/CheckoutScreen` on /response/checkout/{slug}: the pricing page. For now a
// placeholder that says so; plans, upsell and hand-off come with the checkout issue.
import * as React from 'react';
import { reportSingletons, type CheckoutScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';

reportSingletons('checkout', React);

export default function CheckoutScreen({ params }: CheckoutScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="flx-card" data-screen="checkout" data-version={FLX_REMOTE_VERSION} data-slug={params.slug}>
      <h1>{t('checkout.heading')}</h1>
      <p>{t('checkout.notYet')}</p>
    </section>
  );
}
