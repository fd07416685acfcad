// A calm ticker of the country's notification names (spec: notificationNames); it does not
// move for visitors who prefer reduced motion.
import { useTranslation } from '@flx/shared-i18n';

export function NotificationTicker({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  const text = names.map((name) => t('checkout.ticker.item', { name })).join('  •  ');
  return (
    <div className="ck-ticker" aria-label={t('checkout.ticker.label')}>
      <p className="ck-ticker__text">
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </p>
    </div>
  );
}
