// The banner carousel with pagination, from the country's banners.
import { useTranslation } from '@flx/shared-i18n';
import { Carousel } from './Carousel';

export function BannerCarousel({ banners }: { banners: readonly { imageUrl: string }[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('checkout.banners.label')}
      autoplayMs={5000}
      slides={banners.map((b, i) => (
        <img key={b.imageUrl} className="ck-banner" src={b.imageUrl} alt={t('checkout.banners.alt', { n: i + 1 })} loading={i ? 'lazy' : 'eager'} />
      ))}
    />
  );
}
