// Where the rooms a Vastu family cares about stand on the compass, and how well each meets Vastu: the
// reasons behind the option's one Vastu score, folded away under it.
import { useTranslation } from '@flx/shared-i18n';
import type { VastuPlacement, VastuZone } from './plans-api';
import { vastuVerdict, type VastuVerdict } from './vastu-verdict';

/** Each placement's name: the words the plan and the survey already use for it. */
const PLACEMENT_LABEL_KEYS: Record<VastuPlacement['placement'], string> = {
  entrance: 'checkout.planPreview.vastuPlaces.entrance',
  kitchen: 'plan.rooms.kitchen',
  master: 'plan.names.masterBedroom',
  pooja: 'surveyForm.fields.pooja.label',
  poojaNiche: 'checkout.planPreview.vastuPlaces.poojaNiche',
  toilets: 'checkout.planPreview.toilets',
  stair: 'plan.rooms.stair',
};

const VERDICT_MARKS: Record<VastuVerdict, string> = { ideal: '✓', accepted: '○', avoid: '✗' };

export function VastuPlaces({ placements }: { placements: readonly VastuPlacement[] }) {
  const { t } = useTranslation();
  const zoneName = (zone: VastuZone) => (zone === 'C' ? t('checkout.planPreview.vastuPlaces.centre') : t(`surveyForm.options.facing.${zone}`));
  const where = ({ placement, zones }: VastuPlacement) => {
    // The toilets name only the zones Vastu would move them from, each once.
    if (placement === 'toilets' && zones.length === 0) return t('checkout.planPreview.vastuPlaces.toiletsClear');
    return [...new Set(zones)].map(zoneName).join(t('checkout.planPreview.vastuPlaces.join'));
  };
  return (
    <details className="ck-vastu">
      <summary className="ck-vastu__summary">{t('checkout.planPreview.vastuPlaces.title')}</summary>
      <table className="ck-vastu__table">
        <tbody>
          {placements.map((placement) => {
            const verdict = vastuVerdict(placement);
            return (
              <tr key={placement.placement} className={`ck-vastu__row ck-vastu__row--${verdict}`}>
                <th scope="row">{t(PLACEMENT_LABEL_KEYS[placement.placement])}</th>
                {/* Two columns, the verdict under the zone: three did not fit a phone in Malayalam. */}
                <td>
                  {where(placement)}
                  <span className="ck-vastu__verdict">
                    <span className="ck-vastu__mark" aria-hidden="true">
                      {VERDICT_MARKS[verdict]}
                    </span>
                    {t(`checkout.planPreview.vastuPlaces.verdict.${verdict}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
