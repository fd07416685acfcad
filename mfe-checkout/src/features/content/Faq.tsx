// The FAQ accordion with six items; item 5 lists the four plan prices in 'Rs.' with discount
// and original price (the spec shows 'Rs.' whatever the currency).
import { useFlxStore, type CheckoutPrices, type PlanKey } from '@flx/shared-contract';
import { formatPercent, formatPrice, useTranslation } from '@flx/shared-i18n';

const PLAN_ORDER: PlanKey[] = ['one', 'two', 'three', 'four'];

export function Faq({ prices }: { prices: CheckoutPrices }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const priceLines = PLAN_ORDER.flatMap((plan) => {
    const price = prices.plans[plan];
    if (!price) return [];
    return [
      t('checkout.faq.priceLine', {
        plan: t(`checkout.plans.name.${plan}`),
        amount: `\u2066${formatPrice(price.amount, 'INR', language, 'Rs.')}\u2069`,
        percent: formatPercent(price.discountPercent, language),
        original: `\u2066${formatPrice(price.originalAmount, 'INR', language, 'Rs.')}\u2069`,
      }),
    ];
  });
  return (
    <section className="ck-section" aria-labelledby="ck-faq-heading">
      <h2 id="ck-faq-heading" className="ck-section-title">
        {t('checkout.faq.heading')}
      </h2>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <details key={n} className="ck-faq">
          <summary>{t(`checkout.faq.q${n}`)}</summary>
          {n === 5 ? (
            <ul>
              {priceLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{t(`checkout.faq.a${n}`)}</p>
          )}
        </details>
      ))}
    </section>
  );
}
