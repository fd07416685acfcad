// The compass drawing. It turns so the plot's facing points down to the road, by the spec's
// angles; the turn is animated unless the visitor prefers reduced motion.
import { useTranslation } from '@flx/shared-i18n';
import { compassRotation } from '../rules';

export function CompassRose({ facing }: { facing: string | undefined }) {
  const { t } = useTranslation();
  const rotation = compassRotation(facing);
  const label = facing
    ? t('survey.compass.facing', { direction: t(`surveyForm.options.facing.${facing}`, { defaultValue: facing }) })
    : t('survey.compass.choose');
  return (
    <figure className="compass" data-rotation={rotation}>
      <svg viewBox="0 0 200 230" role="img" aria-label={label}>
        <g className="compass__dial" style={{ transform: `rotate(${rotation}deg)` }}>
          <circle cx="100" cy="100" r="92" className="compass__ring" />
          <circle cx="100" cy="100" r="78" className="compass__face" />
          {Array.from({ length: 16 }, (_, i) => (
            <line
              key={i}
              x1="100"
              y1={i % 2 ? 26 : 22}
              x2="100"
              y2="32"
              className="compass__tick"
              transform={`rotate(${i * 22.5} 100 100)`}
            />
          ))}
          <polygon points="100,30 112,100 100,92 88,100" className="compass__needle-north" />
          <polygon points="100,170 112,100 100,108 88,100" className="compass__needle-south" />
          <circle cx="100" cy="100" r="6" className="compass__hub" />
          <text x="100" y="16" className="compass__letter compass__letter--north">{t('survey.compass.short.N')}</text>
          <text x="188" y="104" className="compass__letter">{t('survey.compass.short.E')}</text>
          <text x="100" y="196" className="compass__letter">{t('survey.compass.short.S')}</text>
          <text x="12" y="104" className="compass__letter">{t('survey.compass.short.W')}</text>
        </g>
        <rect x="20" y="212" width="160" height="16" rx="4" className="compass__road" />
        <text x="100" y="224" className="compass__road-label">{t('survey.compass.road')}</text>
      </svg>
      <figcaption aria-hidden="true">{label}</figcaption>
    </figure>
  );
}
