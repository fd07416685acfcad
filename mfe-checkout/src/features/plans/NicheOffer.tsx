// Under the packages, before the visitor pays: where a toilet shares a wall with the pooja room they asked for,
// or stands above it, in option 1 or 2, and the plan engine drew their home with a pooja niche in the living
// room that keeps every toilet away from it (the server says so only once it has drawn those plans), the
// offer of those plans, a tap away. Many families mind a toilet at the shrine; the choice stays theirs. It
// comes with the plans, after the page has opened: below the packages it moves none of them, so a tap aimed
// at a package while the plans load cannot land on it.
import { useFlxStore } from '@flx/shared-contract';
import { formatNumber, useTranslation } from '@flx/shared-i18n';
import type { NicheOffer as Offer } from './plans-api';
import type { TakeChange } from './useTakeChange';

export function NicheOffer({ offer, take }: { offer: Offer; take: TakeChange }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [only] = offer.options;
  const where =
    offer.options.length === 1 && only !== undefined
      ? t('checkout.planPreview.nicheOffer.one', { option: formatNumber(only, language) })
      : t('checkout.planPreview.nicheOffer.both');
  const taking = take.state.status === 'taking';
  return (
    <div className="ck-niche-offer">
      <p id="ck-niche-offer">{where}</p>
      <p id="ck-niche-offer-body">{t('checkout.planPreview.nicheOffer.body')}</p>
      <button
        type="button"
        className="flx-button ck-plan-preview__take"
        aria-describedby="ck-niche-offer ck-niche-offer-body"
        aria-busy={taking || undefined}
        disabled={taking}
        onClick={() => take.take(offer.changes)}
      >
        {t(taking ? 'checkout.planPreview.taking' : 'checkout.planPreview.nicheOffer.take')}
      </button>
      {take.state.status === 'failed' && (
        <p className="ck-plan-preview__take-failed" role="alert">
          {t('checkout.planPreview.takeFailed')}
        </p>
      )}
    </div>
  );
}
