// The floating purchase notification: who bought which package, shown and faded per cycle.
import { useTranslation } from '@flx/shared-i18n';
import type { Purchase } from './useSocialProof';

export function PurchaseToast({ purchase }: { purchase: Purchase | null }) {
  const { t } = useTranslation();
  if (!purchase || purchase.phase === 'hidden') return null;
  return (
    <div className={`ck-toast ck-toast--${purchase.phase}`} role="status">
      {t('checkout.socialProof.purchased', { name: purchase.name, group: purchase.group })}
    </div>
  );
}
