// Exposed `checkout/PaymentFailedScreen`: tells the visitor the payment did not go through (and,
// when the payment flow refused it before any charge, why) and leads back to the checkout.
import * as React from 'react';
import { reportSingletons, type PaymentFailedScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { refusalReason, safeBackPath } from './features/outcome/rules';
import './features/outcome/outcome.css';

reportSingletons('checkout', React);

export default function PaymentFailedScreen({ query }: PaymentFailedScreenProps) {
  const { t } = useTranslation();
  const reason = refusalReason(query.reason);
  return (
    <section className="flx-card outcome" data-screen="payment-failed" data-version={FLX_REMOTE_VERSION}>
      <h1>{t('outcome.failed.heading')}</h1>
      {reason && <p className="outcome__reason">{t(`outcome.failed.reasons.${reason}`)}</p>}
      <a className="flx-button" href={`${location.origin}${safeBackPath(query.back)}`}>
        {t('outcome.failed.tryAgain')}
      </a>
    </section>
  );
}
