// What the visitor reads, under the heading 'Your plot needs a small change', when their rooms do not fit
// their plot: the changes the plan engine tried and found to give a plan (each confirmed by drawing one),
// in their language, each a tap away from the plans with it made (for a visitor with a session), and the way
// back to the survey. When even a one-bedroom home does not fit, which side of the plot is short instead.
// Nothing here promises work the product does not do.
import { emit, pathPrefixOf, routes, useFlxStore } from '@flx/shared-contract';
import { formatNumber, useTranslation } from '@flx/shared-i18n';
import type { PlanChange, PlanLimit, PlotSummary } from './plans-api';
import type { TakeChange } from './useTakeChange';

const MM_PER_FT = 304.8;

const keyOf = (changes: PlanChange[]) => changes.map((c) => `${c.field}=${String(c.to)}`).join('&');

export function UnfitPlot({ fits, request, limit, take }: { fits: PlanChange[][] | undefined; request: PlotSummary; limit?: PlanLimit; take?: TakeChange }) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  // Feet first, as the visitor gave their plot, with metres for the bye-laws; one decimal is what a tape reads.
  const length = (mm: number) =>
    t('checkout.planPreview.length', { ft: formatNumber(Math.round(mm / MM_PER_FT * 10) / 10, language), m: formatNumber(Math.round(mm / 100) / 10, language) });
  const startAgain = (
    <button type="button" className={`flx-button ${take && fits?.length ? 'flx-button--quiet ' : ''}ck-plan-preview__again`} onClick={() => emit('navigation/requested', { to: routes.survey(pathPrefixOf(window.location.pathname)) })}>
      {t('checkout.planPreview.unfitStartAgain')}
    </button>
  );
  if (limit && fits?.length === 0) {
    // The survey again: for a buyer weighing another plot, or one who mistyped this one.
    return (
      <div className="ck-plan-preview ck-plan-preview--unfit" role="note">
        <p>{t(`checkout.planPreview.limit.${limit.side}`, { width: length(limit.buildableWidthMm), depth: length(limit.buildableDepthMm) })}</p>
        {startAgain}
      </div>
    );
  }
  const word = (change: PlanChange): string => {
    switch (change.field) {
      case 'floors':
      case 'bedrooms':
        return t(`checkout.planPreview.change.${change.field}`, { value: formatNumber(change.to, language), was: formatNumber(request[change.field], language) });
      default:
        return t(`checkout.planPreview.change.${change.field}`);
    }
  };
  return (
    <div className="ck-plan-preview ck-plan-preview--unfit" role="note">
      <p>{t('checkout.planPreview.unfitBody')}</p>
      {fits && fits.length > 0 && (
        <>
          <p>{t('checkout.planPreview.unfitFits')}</p>
          <ul className="ck-plan-preview__fits">
            {fits.map((changes, i) => {
              const key = keyOf(changes);
              const taking = take?.state.status === 'taking' && keyOf(take.state.changes) === key;
              return (
                <li key={key}>
                  <span id={`ck-fit-${i}`}>
                    {changes.length === 1 ? word(changes[0]!) : t('checkout.planPreview.unfitTogether', { changes: changes.map(word).join(t('checkout.planPreview.unfitJoin')) })}
                  </span>
                  {take && (
                    <button
                      type="button"
                      className="flx-button ck-plan-preview__take"
                      aria-describedby={`ck-fit-${i}`}
                      aria-busy={taking || undefined}
                      disabled={take.state.status === 'taking'}
                      onClick={() => take.take(changes)}
                    >
                      {t(taking ? 'checkout.planPreview.taking' : 'checkout.planPreview.take')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {take?.state.status === 'failed' && (
            <p className="ck-plan-preview__take-failed" role="alert">
              {t('checkout.planPreview.takeFailed')}
            </p>
          )}
          <p>{t(take ? 'checkout.planPreview.unfitTake' : 'checkout.planPreview.unfitAgain')}</p>
          {startAgain}
        </>
      )}
      {fits && fits.length === 0 && <p>{t('checkout.planPreview.unfitLarger')}</p>}
    </div>
  );
}
