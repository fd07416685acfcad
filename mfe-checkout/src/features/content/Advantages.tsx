// The advantages grid: Cost Effective, High Accuracy (95%), Instant Delivery, Multiple Design options.
import { useTranslation } from '@flx/shared-i18n';

/** Each advantage and its mark; null: the mark has words, so it is translated ('4h'). */
const ADVANTAGES = [
  ['costEffective', '₹'],
  ['accuracy', '95%'],
  ['instant', null],
  ['options', '2+'],
] as const;

export function Advantages() {
  const { t } = useTranslation();
  return (
    <section className="ck-section" aria-labelledby="ck-adv-heading">
      <h2 id="ck-adv-heading" className="ck-section-title">
        {t('checkout.advantages.heading')}
      </h2>
      <ul className="ck-advantages">
        {ADVANTAGES.map(([key, mark]) => (
          <li key={key}>
            <span className="ck-advantages__mark" aria-hidden="true" dir="ltr">
              {mark ?? t(`checkout.advantages.${key}.mark`)}
            </span>
            <strong>{t(`checkout.advantages.${key}.title`)}</strong>
            <span>{t(`checkout.advantages.${key}.body`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
