// How many people are looking at plans right now, from the checkout heartbeats. Shown only when
// someone besides this visitor is there: a count of one would only be the visitor themselves. It comes
// and goes with the next heartbeat, so the page puts it last under Pay Now, where nothing it moves is
// something the visitor was about to tap.
import { useTranslation } from '@flx/shared-i18n';

export function LiveViewers({ viewers }: { viewers: number | null }) {
  const { t } = useTranslation();
  if (viewers === null || viewers < 2) return null;
  return (
    <p className="ck-viewers">
      <span className="ck-viewers__dot" aria-hidden="true" />
      {t('checkout.socialProof.viewers', { count: viewers })}
    </p>
  );
}
