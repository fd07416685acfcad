// Exposed `checkout/ThankYouScreen`: the order summary after a successful payment.
import { useEffect, useState } from 'react';
import * as React from 'react';
import { emit, fetchOrder, reportSingletons, type StoredOrder, type ThankYouScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { missingThankYouFields, THANK_YOU_REDIRECT_MS } from './features/outcome/rules';
import './features/outcome/outcome.css';

reportSingletons('checkout', React);

export default function ThankYouScreen({ query }: ThankYouScreenProps) {
  const { t } = useTranslation();
  const incomplete = missingThankYouFields(query).length > 0;
  const order = useStoredOrder(incomplete ? undefined : query.moid);
  // What the server stored wins over what the address says.
  const shown = {
    moid: order?.moid ?? query.moid,
    pid: order?.paymentId || query.pid,
    status: order?.status ?? query.status,
    currency: order?.currency ?? query.currency,
    amount: order?.amount ?? query.amount,
  };

  useEffect(() => {
    if (!incomplete) return;
    const timer = setTimeout(() => emit('navigation/requested', { to: '/', replace: true }), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [incomplete]);

  return (
    <section className="flx-card outcome" data-screen="thank-you" data-version={FLX_REMOTE_VERSION}>
      <h1>{t('outcome.thankYou.heading')}</h1>
      {incomplete ? (
        <p role="status">{t('outcome.thankYou.incomplete', { seconds: THANK_YOU_REDIRECT_MS / 1000 })}</p>
      ) : (
        <dl className="outcome__list">
          <dt>{t('outcome.thankYou.merchantOrderId')}</dt>
          <dd dir="ltr">{shown.moid}</dd>
          <dt>{t('outcome.thankYou.paymentId')}</dt>
          <dd dir="ltr">{shown.pid}</dd>
          <dt>{t('outcome.thankYou.status')}</dt>
          <dd>{t(`outcome.thankYou.statuses.${shown.status?.toLowerCase()}`, { defaultValue: shown.status })}</dd>
          <dt>{t('outcome.thankYou.amount')}</dt>
          <dd dir="ltr">
            {shown.currency} {shown.amount}
          </dd>
        </dl>
      )}
    </section>
  );
}

/** The stored order behind a merchant order id, when the server has one. */
function useStoredOrder(orderId: string | undefined): StoredOrder | null {
  const [order, setOrder] = useState<StoredOrder | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    fetchOrder(orderId).then(
      (found) => live && setOrder(found),
      (error: unknown) => console.error('order lookup failed', error),
    );
    return () => {
      live = false;
    };
  }, [orderId]);
  return order;
}
