// Pay Now: builds the payment link, refuses an incomplete one with the spec's words and a
// return home, records the chosen package (spec call 7), then hands over to the shell.
import { useCallback } from 'react';
import { emit, readAuthToken, recordPackageChoice, type CheckoutPrices, type CountryDetails } from '@flx/shared-contract';
import { findLanguage, useTranslation } from '@flx/shared-i18n';
import { buildPaymentLink, type Payable } from './payment-link';

declare const FLX_PAYMENT_URL: string;

export function usePay(prices: CheckoutPrices, details: CountryDetails, query: Readonly<Record<string, string>>, language: string) {
  const { t } = useTranslation();
  return useCallback(
    async (plan: Payable) => {
      const link = buildPaymentLink(prices, plan, {
        paymentUrl: FLX_PAYMENT_URL,
        token: readAuthToken(),
        entity: details.entity,
        language: findLanguage(language)?.specCode ?? 'en',
        query,
      });
      if (!link.ok) {
        window.alert(t('checkout.unableToProcess'));
        emit('navigation/requested', { to: '/' });
        return;
      }
      await recordPackageChoice(link.responseId, link.packageType).catch((error: unknown) => console.error(error));
      emit('checkout/pay-requested', { plan, url: link.url });
    },
    [prices, details, query, language, t],
  );
}
