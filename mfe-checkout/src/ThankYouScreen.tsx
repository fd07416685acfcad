// Exposed `checkout/ThankYouScreen`: the order summary after a successful payment.
import { useEffect } from 'react';
import * as React from 'react';
import { emit, reportSingletons, type ThankYouScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { missingThankYouFields, THANK_YOU_REDIRECT_MS } from './features/outcome/rules';
import './features/outcome/outcome.css';

reportSingletons('checkout', React);

export default function ThankYouScreen({ query }: ThankYouScreenProps) {
  const { t } = useTranslation();
  const incomplete = missingThankYouFields(query).length > 0;

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
          <dd dir="ltr">{query.moid}</dd>
          <dt>{t('outcome.thankYou.paymentId')}</dt>
          <dd dir="ltr">{query.pid}</dd>
          <dt>{t('outcome.thankYou.status')}</dt>
          <dd>{query.status}</dd>
          <dt>{t('outcome.thankYou.amount')}</dt>
          <dd dir="ltr">
            {query.currency} {query.amount}
          </dd>
        </dl>
      )}
    </section>
  );
}
