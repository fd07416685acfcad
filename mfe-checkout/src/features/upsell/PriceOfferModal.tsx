// Modal 2 'Special Discount Applied': the struck-through base price, the offer price and a
// two-digit countdown; Pay Now only while the countdown runs.
import { useTranslation } from '@flx/shared-i18n';
import { Price } from '../pricing/Price';
import { Dialog } from './Dialog';
import { minutesSeconds, twoDigits } from './rules';

interface PriceOfferModalProps {
  basePrize: number;
  offerPrize: number;
  symbol: string;
  currency: string;
  remaining: number;
  onPay: () => void;
  onClose: () => void;
}

export function PriceOfferModal({ basePrize, offerPrize, symbol, currency, remaining, onPay, onClose }: PriceOfferModalProps) {
  const { t } = useTranslation();
  const { minutes, seconds } = minutesSeconds(remaining);
  return (
    <Dialog labelledBy="ck-offer2-title" onClose={onClose} className="ck-offer">
      <button type="button" className="ck-dialog__close" onClick={onClose} aria-label={t('checkout.upsell.close')}>
        ×
      </button>
      <h2 id="ck-offer2-title">{t('checkout.upsell.applied')}</h2>
      <p className="ck-offer__prices">
        <s>
          <Price symbol={symbol} amount={basePrize} currency={currency} />
        </s>{' '}
        <Price className="ck-offer__price" symbol={symbol} amount={offerPrize} currency={currency} />
      </p>
      <p className="ck-offer__plan">{t('checkout.upsell.offerPlan')}</p>
      <p className="ck-offer__timer" role="timer" aria-live="off" dir="ltr">
        {twoDigits(minutes)}:{twoDigits(seconds)}
      </p>
      {remaining > 0 && (
        <button type="button" className="flx-button" onClick={onPay}>
          {t('checkout.plans.payNow')}
        </button>
      )}
    </Dialog>
  );
}
