// The banner carousel with pagination, from the country's banners.
import { preload } from 'react-dom';
import type { CountryDetails } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';
import { Carousel } from './Carousel';

/**
 * Starts the first banner's download while the prices still load: on a phone it is the checkout's largest
 * paint, and it waited for the prices to render the page before it was even asked for.
 */
export function warmFirstBanner(details: Pick<CountryDetails, 'banners'>): void {
  const first = details.banners[0];
  if (first) preload(first.imageUrl, { as: 'image', fetchPriority: 'high' });
}

export function BannerCarousel({ banners }: { banners: readonly { imageUrl: string }[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('checkout.banners.label')}
      autoplayMs={5000}
      slides={banners.map((b, i) => (
        <img key={b.imageUrl} className="ck-banner" src={b.imageUrl} alt={t('checkout.banners.alt', { n: i + 1 })} loading={i ? 'lazy' : 'eager'} fetchPriority={i ? 'auto' : 'high'} />
      ))}
    />
  );
}
