// One carousel for every slider on the page: Swiper with pagination, a visible pause control,
// keyboard and screen-reader support, the reading direction of the page, and no autoplay for
// visitors who prefer reduced motion.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from '@flx/shared-i18n';
import 'swiper/css';
import 'swiper/css/pagination';

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  autoplayMs?: number;
  slidesPerView?: number;
  onSlideChange?: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Carousel({ label, slides, autoplayMs, slidesPerView = 1, onSlideChange }: CarouselProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  const autoplay = Boolean(autoplayMs) && !prefersReducedMotion();
  const [playing, setPlaying] = useState(autoplay);
  const dir = typeof document !== 'undefined' ? document.documentElement.dir || 'ltr' : 'ltr';

  useEffect(() => {
    if (!swiper.current?.autoplay) return;
    if (playing) swiper.current.autoplay.start();
    else swiper.current.autoplay.stop();
  }, [playing]);

  return (
    <div className={autoplay ? 'ck-carousel ck-carousel--with-pause' : 'ck-carousel'} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={slidesPerView}
        spaceBetween={12}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        autoplay={autoplay ? { delay: autoplayMs, disableOnInteraction: true } : false}
        onSwiper={(instance) => (swiper.current = instance)}
        onSlideChange={onSlideChange}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {autoplay && (
        <button type="button" className="ck-carousel__pause" onClick={() => setPlaying(!playing)} aria-pressed={!playing}>
          {playing ? t('checkout.carousel.pause') : t('checkout.carousel.play')}
        </button>
      )}
    </div>
  );
}
