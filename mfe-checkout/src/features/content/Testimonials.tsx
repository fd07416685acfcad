// The money-back guarantee and the text testimonial carousel (photo, name, rating, words).
import type { CountryDetails } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { Carousel } from './Carousel';

export function MoneyBack() {
  const { t } = useTranslation();
  return (
    <section className="ck-section ck-moneyback" aria-labelledby="ck-moneyback-heading">
      <p className="ck-moneyback__seal" aria-hidden="true" dir="ltr">
        100%
      </p>
      <h2 id="ck-moneyback-heading">{t('checkout.moneyBack.heading')}</h2>
      <p>{t('checkout.moneyBack.body')}</p>
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: CountryDetails['testimonials'] }) {
  const { t } = useTranslation();
  if (testimonials.length === 0) return null;
  return (
    <section className="ck-section" aria-labelledby="ck-testimonials-heading">
      <h2 id="ck-testimonials-heading" className="ck-section-title">
        {t('checkout.testimonials.heading')}
      </h2>
      <Carousel
        label={t('checkout.testimonials.heading')}
        slides={testimonials.map((item) => (
          <figure key={item.name + item.content} className="ck-testimonial">
            <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
            {/* The words are the client's own, in their language: their direction comes from the text. */}
            <figcaption dir="auto">
              <strong>{item.name}</strong>
              <img src={item.ratingImageUrl} alt={t('checkout.testimonials.rating')} height={16} loading="lazy" />
            </figcaption>
            <blockquote dir="auto">{item.content}</blockquote>
          </figure>
        ))}
      />
    </section>
  );
}
