// The fixed bottom button: 'Pay {symbol}{amount} To Unlock Now' for the selected plan.
import type { CheckoutPrices, PlanKey } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { formatAmount } from './rules';

export function PayBar({ prices, selected, onPay }: { prices: CheckoutPrices; selected: PlanKey; onPay: (plan: PlanKey) => void }) {
  const { t } = useTranslation();
  const price = prices.plans[selected] ?? prices.plans.one;
  return (
    <div className="ck-paybar">
      <button type="button" className="flx-button ck-paybar__button" onClick={() => onPay(selected)}>
        {t('checkout.payBar', { price: `\u2066${prices.symbol}${formatAmount(price.amount, prices.currency)}\u2069` })}
      </button>
    </div>
  );
}
