// Client Reviews: video testimonials where playing one pauses the others. Hidden when the
// country has no videos.
import { useRef } from 'react';
import { useTranslation } from '@flx/shared-i18n';
import { Carousel } from './Carousel';

export function ClientReviews({ videos }: { videos: readonly { imageUrl: string; videoUrl: string }[] }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  if (videos.length === 0) return null;
  const pauseOthers = (playing: HTMLVideoElement) => {
    container.current?.querySelectorAll('video').forEach((v) => v !== playing && v.pause());
  };
  return (
    <section className="ck-section" aria-labelledby="ck-reviews-heading" ref={container}>
      <h2 id="ck-reviews-heading" className="ck-section-title">
        {t('checkout.reviews.heading')}
      </h2>
      <Carousel
        label={t('checkout.reviews.heading')}
        onSlideChange={() => container.current?.querySelectorAll('video').forEach((v) => v.pause())}
        slides={videos.map((v, i) => (
          <video
            key={v.videoUrl}
            className="ck-review-video"
            controls
            preload="none"
            poster={v.imageUrl}
            src={v.videoUrl}
            aria-label={t('checkout.reviews.video', { n: i + 1 })}
            onPlay={(e) => pauseOthers(e.currentTarget)}
          />
        ))}
      />
    </section>
  );
}
