// The fixed bottom button: 'Pay {symbol}{amount} To Unlock Now' for the selected plan.
import { useFlxStore, type CheckoutPrices, type PlanKey } from '@flx/shared-contract';
import { formatPrice, useTranslation } from '@flx/shared-i18n';

export function PayBar({ prices, selected, onPay }: { prices: CheckoutPrices; selected: PlanKey; onPay: (plan: PlanKey) => void }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const price = prices.plans[selected] ?? prices.plans.one;
  return (
    <div className="ck-paybar">
      <button type="button" className="flx-button ck-paybar__button" onClick={() => onPay(selected)}>
        {t('checkout.payBar', { price: `\u2066${formatPrice(price.amount, prices.currency, language, prices.symbol)}\u2069` })}
      </button>
    </div>
  );
}
