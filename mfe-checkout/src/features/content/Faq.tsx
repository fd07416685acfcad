// The FAQ accordion with six items; item 5 lists the four plan prices in 'Rs.' with discount
// and original price (the spec shows 'Rs.' whatever the currency).
import type { CheckoutPrices, PlanKey } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { formatAmount } from '../pricing/rules';

const PLAN_ORDER: PlanKey[] = ['one', 'two', 'three', 'four'];

export function Faq({ prices }: { prices: CheckoutPrices }) {
  const { t } = useTranslation();
  const priceLines = PLAN_ORDER.flatMap((plan) => {
    const price = prices.plans[plan];
    if (!price) return [];
    return [
      t('checkout.faq.priceLine', {
        plan: t(`checkout.plans.name.${plan}`),
        amount: `Rs. ${formatAmount(price.amount, 'INR')}`,
        percent: price.discountPercent,
        original: `Rs. ${formatAmount(price.originalAmount, 'INR')}`,
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
