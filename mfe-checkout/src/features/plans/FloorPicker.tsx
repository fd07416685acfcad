// Buttons that pick which floor of a home of several storeys a drawing shows (one floor at a time is what a
// phone's width draws legibly). Nothing for a one-storey home.
import { useTranslation } from '@flx/shared-i18n';
import './floor-picker.css';

export function FloorPicker({ floors, shown, onPick }: { floors: number; shown: number; onPick: (level: number) => void }) {
  const { t } = useTranslation();
  if (floors < 2) return null;
  return (
    <div className="ck-plan-preview__floors" role="group" aria-label={t('checkout.planPreview.floors')}>
      {Array.from({ length: floors }, (_, level) => (
        <button key={level} type="button" className="ck-plan-preview__floor" aria-pressed={level === shown} onClick={() => onPick(level)}>
          {t(`plan.floors.${level}`)}
        </button>
      ))}
    </div>
  );
}
