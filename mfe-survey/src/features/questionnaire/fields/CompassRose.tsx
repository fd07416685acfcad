// The compass drawing. It turns so the plot's facing points down to the road, by the spec's
// angles; the turn is animated unless the visitor prefers reduced motion.
import { useTranslation } from '@flx/shared-i18n';
import { compassRotation } from '../rules';

/** The four cardinal letters, between the ticks and the needle's tips. */
const LETTERS = [
  ['N', 100, 38],
  ['E', 162, 100],
  ['S', 100, 162],
  ['W', 38, 100],
] as const;

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
          <circle cx="100" cy="100" r="86" className="compass__face" />
          {Array.from({ length: 16 }, (_, i) => (
            <line
              key={i}
              x1="100"
              y1={i % 2 ? 18 : 14}
              x2="100"
              y2="24"
              className="compass__tick"
              transform={`rotate(${i * 22.5} 100 100)`}
            />
          ))}
          <polygon points="100,54 110,100 100,93 90,100" className="compass__needle-north" />
          <polygon points="100,146 110,100 100,107 90,100" className="compass__needle-south" />
          <circle cx="100" cy="100" r="6" className="compass__hub" />
          {LETTERS.map(([point, x, y]) => (
            // Each letter turns back by the dial's angle, so it stays upright wherever it ends up.
            <text
              key={point}
              x={x}
              y={y}
              className={point === 'N' ? 'compass__letter compass__letter--north' : 'compass__letter'}
              style={{ transform: `rotate(${-rotation}deg)` }}
            >
              {t(`survey.compass.short.${point}`)}
            </text>
          ))}
        </g>
        <rect x="20" y="212" width="160" height="16" rx="4" className="compass__road" />
        <text x="100" y="224" className="compass__road-label">{t('survey.compass.road')}</text>
      </svg>
      <figcaption aria-hidden="true">{label}</figcaption>
    </figure>
  );
}
