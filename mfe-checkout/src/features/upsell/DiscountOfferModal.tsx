// Modal 1 'Did you know?': the extra discount while the countdown runs ('Grab Offer Now' opens
// modal 2); once it has run out, 0:0 and 'Get Plan', which only closes.
import { useFlxStore } from '@flx/shared-contract';
import { formatPercent, useTranslation } from '@flx/shared-i18n';
import { Dialog } from './Dialog';
import { minutesSeconds } from './rules';

interface DiscountOfferModalProps {
  remaining: number;
  discountPercent: number;
  onGrab: () => void;
  onClose: () => void;
}

export function DiscountOfferModal({ remaining, discountPercent, onGrab, onClose }: DiscountOfferModalProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const percent = formatPercent(discountPercent, language);
  const running = remaining > 0;
  const { minutes, seconds } = minutesSeconds(remaining);
  return (
    <Dialog labelledBy="ck-offer1-title" onClose={onClose} className="ck-offer">
      <button type="button" className="ck-dialog__close" onClick={onClose} aria-label={t('checkout.upsell.close')}>
        ×
      </button>
      <h2 id="ck-offer1-title">{t('checkout.upsell.didYouKnow')}</h2>
      <p>{t('checkout.upsell.discountCopy', { percent })}</p>
      <p className="ck-offer__timer" role="timer" aria-live="off" dir="ltr">
        {minutes}:{seconds}
      </p>
      <p className="ck-offer__percent">{t('checkout.plans.off', { percent })}</p>
      {running ? (
        <button type="button" className="flx-button" onClick={onGrab}>
          {t('checkout.upsell.grab')}
        </button>
      ) : (
        <button type="button" className="flx-button" onClick={onClose}>
          {t('checkout.upsell.getPlan')}
        </button>
      )}
    </Dialog>
  );
}
