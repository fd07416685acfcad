// Shows the upsell modal the offer rules chose, with the live countdown.
import type { CheckoutPrices } from '@flx/shared-contract';
import { DiscountOfferModal } from './DiscountOfferModal';
import { PriceOfferModal } from './PriceOfferModal';
import type { UpsellModal } from './rules';

interface UpsellModalsProps {
  modal: UpsellModal;
  remaining: number;
  prices: CheckoutPrices;
  onChange: (modal: UpsellModal) => void;
  onPayOffer: () => void;
}

export function UpsellModals({ modal, remaining, prices, onChange, onPayOffer }: UpsellModalsProps) {
  if (modal === 'discount') {
    return (
      <DiscountOfferModal
        remaining={remaining}
        discountPercent={prices.offer.discountPercent}
        onGrab={() => onChange('price')}
        onClose={() => onChange(null)}
      />
    );
  }
  if (modal === 'price') {
    const base = prices.plans.three ?? prices.plans.one;
    return (
      <PriceOfferModal
        basePrize={base.amount}
        offerPrize={prices.offer.amount}
        symbol={prices.symbol}
        currency={prices.currency}
        remaining={remaining}
        onPay={onPayOffer}
        onClose={() => onChange(null)}
      />
    );
  }
  return null;
}
