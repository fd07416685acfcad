// Exposed `checkout/CheckoutScreen` on /response/checkout/{slug}: the pricing page. It renders
// once the checkout details exist; a failure leaves a calm message with a retry.
import { useEffect, useMemo, useState } from 'react';
import * as React from 'react';
import { BACK_CHECKOUT_KEY, flxStore, readAuthToken, reportSingletons, restoreAuthTokenFor, useFlxStore, type CheckoutScreenProps, type PlanKey } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { useCheckoutData } from './features/pricing/useCheckoutData';
import { PriceBlock } from './features/pricing/PriceBlock';
import { PlanCards } from './features/pricing/PlanCards';
import { pricesOffered, withheldTwoOptions } from './features/pricing/rules';
import { PayBar } from './features/pricing/PayBar';
import { usePlanOptions, type PlanOptionsState } from './features/plans/usePlanOptions';
import { useTakeChange } from './features/plans/useTakeChange';
import { NicheOffer } from './features/plans/NicheOffer';
import { usePay } from './features/handoff/usePay';
import { useOfferCountdown } from './features/upsell/useOfferCountdown';
import { UpsellModals } from './features/upsell/UpsellModals';
import { useSocialProof } from './features/social-proof/useSocialProof';
import { PurchaseToast } from './features/social-proof/PurchaseToast';
import { LiveViewers } from './features/social-proof/LiveViewers';
import { CheckoutHeader } from './features/content/CheckoutHeader';
import { NotificationTicker } from './features/content/NotificationTicker';
import { BannerCarousel, warmFirstBanner } from './features/content/BannerCarousel';
import { Advantages } from './features/content/Advantages';
import { SamplePlans } from './features/content/SamplePlans';
import { ClientReviews } from './features/content/ClientReviews';
import { Faq } from './features/content/Faq';
import { MoneyBack, Testimonials } from './features/content/Testimonials';
import { TrustFooter } from './features/content/TrustFooter';
import type { CheckoutData } from './features/pricing/useCheckoutData';
import './checkout.css';

reportSingletons('checkout', React);

export default function CheckoutScreen({ params, query, prefix }: CheckoutScreenProps) {
  const { t } = useTranslation();
  // This response's session, where the visitor has had several (they took a change, then came back): before
  // anything below reads the token for the hand-off, the offer or another change.
  useMemo(() => restoreAuthTokenFor(query.Rx), [query.Rx]);
  const [data, retry] = useCheckoutData(params.slug, warmFirstBanner);
  // Asked for alongside the prices, not after them: the plan is drawn by then, and its preview is in the first screenful.
  const plans = usePlanOptions(query.Rx);

  useEffect(() => {
    // Remembered so the lead page can send a returning visitor straight back here (to the response they
    // took a change for, when they did).
    try {
      localStorage.setItem(BACK_CHECKOUT_KEY, location.pathname + location.search);
    } catch {
      // Without storage the visitor logs in again; nothing else is lost.
    }
  }, [params.slug, query.Rx]);

  return (
    <div className="ck" data-screen="checkout" data-version={FLX_REMOTE_VERSION} data-slug={params.slug}>
      <CheckoutHeader />
      {data.status === 'loading' && (
        <p className="ck-status" role="status" data-screen-loading="">
          {t('shell.loading')}
        </p>
      )}
      {data.status === 'failed' && (
        <section className="flx-card ck-status" role="alert">
          <h1>{t('checkout.unavailable.heading')}</h1>
          <p>{t('checkout.unavailable.body')}</p>
          <button type="button" className="flx-button" onClick={retry}>
            {t('checkout.unavailable.retry')}
          </button>
        </section>
      )}
      {data.status === 'ready' && <CheckoutPage data={data} plans={plans} query={query} prefix={prefix} />}
    </div>
  );
}

function CheckoutPage({ data, plans, query, prefix }: { data: Extract<CheckoutData, { status: 'ready' }>; plans: PlanOptionsState } & Pick<CheckoutScreenProps, 'query' | 'prefix'>) {
  const { details } = data;
  const prices = pricesOffered(data.prices, plans.status === 'ready' ? plans.options.length : undefined);
  const language = useFlxStore((s) => s.language);
  const country = useFlxStore((s) => s.country);
  const [chosen, setSelected] = useState<PlanKey>(() => flxStore.getState().selectedPlan);
  // A package chosen earlier that this plot's plans cannot deliver falls back to the default one.
  const selected: PlanKey = prices.plans[chosen] ? chosen : 'one';
  const pay = usePay(prices, details, query, language);
  const offer = useOfferCountdown(query.Rx ?? '', readAuthToken());
  const proof = useSocialProof(country, details.notificationNames);
  const takeChange = useTakeChange(query, prefix);

  const select = (plan: PlanKey) => {
    setSelected(plan);
    flxStore.getState().selectPlan(plan);
  };

  return (
    <>
      {proof.simulated && <NotificationTicker names={details.notificationNames} />}
      <BannerCarousel banners={details.banners} />
      <div className="ck-body">
        <PriceBlock plans={plans} takeChange={takeChange} />
        <PlanCards
          prices={prices}
          prefix={prefix}
          selected={selected}
          delivered={proof.delivered}
          optionsAlike={plans.status === 'ready' && plans.optionsAlike}
          twoOptionsWithheld={withheldTwoOptions(data.prices, prices)}
          onSelect={select}
          onPay={(p) => void pay(p)}
        >
          <LiveViewers viewers={proof.viewers} />
        </PlanCards>
        {plans.status === 'ready' && plans.nicheOffer && takeChange && <NicheOffer offer={plans.nicheOffer} take={takeChange} />}
        <Advantages />
        <SamplePlans />
        <ClientReviews videos={details.testimonialVideos} />
        <Faq prices={prices} />
        <MoneyBack />
        <Testimonials testimonials={details.testimonials} />
        <TrustFooter />
      </div>
      <PayBar prices={prices} selected={selected} onPay={(p) => void pay(p)} />
      <PurchaseToast purchase={proof.purchase} />
      <UpsellModals
        modal={offer.modal}
        remaining={offer.remaining}
        prices={prices}
        onChange={offer.setModal}
        onPayOffer={() => void pay('offer')}
      />
    </>
  );
}
