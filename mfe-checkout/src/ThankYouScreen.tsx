// Exposed `checkout/ThankYouScreen`: the order summary after a successful payment.
import { useEffect, useState } from 'react';
import * as React from 'react';
import { emit, fetchOrder, reportSingletons, type StoredOrder, type ThankYouScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { missingThankYouFields, THANK_YOU_REDIRECT_MS } from './features/outcome/rules';
import { YourPlans } from './features/plans/YourPlans';
import './features/outcome/outcome.css';

reportSingletons('checkout', React);

export default function ThankYouScreen({ query }: ThankYouScreenProps) {
  const { t } = useTranslation();
  const incomplete = missingThankYouFields(query).length > 0;
  const lookup = useStoredOrder(incomplete ? undefined : query.moid);
  // What the server stored wins over what the address says; the address only speaks for an order
  // the server does not know (or cannot be asked about right now).
  const order = lookup.state === 'found' ? lookup.order : undefined;
  const shown = order
    ? { moid: order.moid, pid: order.paymentId || '—', status: order.status, currency: order.currency, amount: order.amount }
    : { moid: query.moid, pid: query.pid, status: query.status, currency: query.currency, amount: query.amount };
  // The delivery promise is made only for a payment the server confirms went through.
  const paid = order?.status === 'Success';

  useEffect(() => {
    if (!incomplete) return;
    const timer = setTimeout(() => emit('navigation/requested', { to: '/', replace: true }), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [incomplete]);

  return (
    <section className="flx-card outcome" data-screen="thank-you" data-version={FLX_REMOTE_VERSION} aria-busy={lookup.state === 'loading'}>
      <h1>{t('outcome.thankYou.heading')}</h1>
      {incomplete ? (
        <p role="status">{t('outcome.thankYou.incomplete', { seconds: THANK_YOU_REDIRECT_MS / 1000 })}</p>
      ) : (
        // Not shown while the stored order is being fetched, so a changed address never flashes its values.
        lookup.state !== 'loading' && (
          <>
            {/* Ids and amounts read left to right inside the page's direction, so the column stays aligned in Arabic and Pashto. */}
            <dl className="outcome__list">
              <dt>{t('outcome.thankYou.merchantOrderId')}</dt>
              <dd>
                <span dir="ltr">{shown.moid}</span>
              </dd>
              <dt>{t('outcome.thankYou.paymentId')}</dt>
              <dd>
                <span dir="ltr">{shown.pid}</span>
              </dd>
              <dt>{t('outcome.thankYou.status')}</dt>
              <dd>{t(`outcome.thankYou.statuses.${shown.status?.toLowerCase()}`, { defaultValue: shown.status })}</dd>
              <dt>{t('outcome.thankYou.amount')}</dt>
              <dd>
                <span dir="ltr">
                  {shown.currency} {shown.amount}
                </span>
              </dd>
            </dl>
            {paid && <p className="outcome__next">{t('outcome.thankYou.next')}</p>}
            {paid && <YourPlans />}
          </>
        )
      )}
    </section>
  );
}

type OrderLookup = { state: 'idle' | 'loading' | 'none' } | { state: 'found'; order: StoredOrder };

/** The stored order behind a merchant order id: 'none' when the server has no such order or cannot answer. */
function useStoredOrder(orderId: string | undefined): OrderLookup {
  const [lookup, setLookup] = useState<OrderLookup>({ state: orderId ? 'loading' : 'idle' });
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    setLookup({ state: 'loading' });
    fetchOrder(orderId).then(
      (found) => live && setLookup(found ? { state: 'found', order: found } : { state: 'none' }),
      (error: unknown) => {
        console.error('order lookup failed', error);
        if (live) setLookup({ state: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [orderId]);
  return lookup;
}
