// The plan cards as one accessible radio group, each with an info popover, the expander, the
// offer date and Pay Now for the selected plan.
import { useId, useState, type ReactNode } from 'react';
import { useFlxStore, type CheckoutPrices, type PathPrefix, type PlanKey } from '@flx/shared-contract';
import { formatPercent, useTranslation } from '@flx/shared-i18n';
import { expanderLabelKey, hasMorePlans, offerValidTill, sellsTwoOptions, visiblePlans, type PlanCardModel } from './rules';
import { Price } from './Price';

interface PlanCardsProps {
  prices: CheckoutPrices;
  prefix: PathPrefix;
  selected: PlanKey;
  delivered?: Partial<Record<PlanKey, number>>;
  /** The visitor's option 2 is option 1's design again; false while their options load or when there are none. */
  optionsAlike: boolean;
  /** The two-option packages are priced but not offered: the engine drew one option for this plot. */
  twoOptionsWithheld?: boolean;
  onSelect: (plan: PlanKey) => void;
  onPay: (plan: PlanKey) => void;
  /** What the page says under Pay Now. */
  children?: ReactNode;
}

export function PlanCards({ prices, prefix, selected, delivered, optionsAlike, twoOptionsWithheld, onSelect, onPay, children }: PlanCardsProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const cards = visiblePlans(prices, expanded);
  return (
    <section className="ck-plans" aria-labelledby="ck-plans-heading">
      <h2 id="ck-plans-heading" className="ck-section-title">
        {t('checkout.plans.heading')}
      </h2>
      <div role="radiogroup" aria-labelledby="ck-plans-heading" id={listId} className="ck-plans__list">
        {cards.map((card) => (
          <PlanCard
            key={card.plan}
            card={card}
            prices={prices}
            selected={card.plan === selected}
            delivered={delivered?.[card.plan]}
            optionsAlike={optionsAlike}
            onSelect={onSelect}
          />
        ))}
      </div>
      {twoOptionsWithheld && <p className="ck-plans__note">{t('checkout.plans.oneDesign')}</p>}
      {hasMorePlans(prices) && (
        <button type="button" className="ck-expander" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('checkout.plans.fewer') : t(expanderLabelKey(prefix))}
        </button>
      )}
      <p className="ck-valid-till">
        {t('checkout.plans.validTill')} <strong dir="ltr">{offerValidTill(new Date(), language)}</strong>
      </p>
      <button type="button" className="flx-button ck-pay-now" onClick={() => onPay(selected)}>
        {t('checkout.plans.payNow')}
      </button>
      {children}
    </section>
  );
}

interface PlanCardProps {
  card: PlanCardModel;
  prices: CheckoutPrices;
  selected: boolean;
  delivered?: number;
  optionsAlike: boolean;
  onSelect: (plan: PlanKey) => void;
}

function PlanCard({ card, prices, selected, delivered, optionsAlike, onSelect }: PlanCardProps) {
  const { t } = useTranslation();
  const language = useFlxStore((s) => s.language);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoId = useId();
  const { plan, price, tag } = card;
  // A two-option package promises two different plans: untrue, and so not said, where option 2 is option 1 again.
  const alike = optionsAlike && sellsTwoOptions(plan);
  return (
    <div className={selected ? 'ck-plan ck-plan--selected' : 'ck-plan'} data-plan={plan}>
      <label className="ck-plan__main">
        <input type="radio" name="plan" value={plan} checked={selected} onChange={() => onSelect(plan)} />
        <span className="ck-plan__text">
          {tag && <span className={`ck-tag ck-tag--${tag}`}>{t(`checkout.plans.tag.${tag}`)}</span>}
          <span className="ck-plan__name">{t(`checkout.plans.name.${plan}`)}</span>
          <span className="ck-plan__prices">
            <Price className="ck-plan__amount" symbol={prices.symbol} amount={price.amount} currency={prices.currency} />
            <s className="ck-plan__original">
              <Price symbol={prices.symbol} amount={price.originalAmount} currency={prices.currency} />
            </s>
            <span className="ck-plan__off">{t('checkout.plans.off', { percent: formatPercent(price.discountPercent, language) })}</span>
          </span>
          {delivered ? <span className="ck-plan__delivered">{t('checkout.plans.delivered', { count: delivered })}</span> : null}
        </span>
      </label>
      <button
        type="button"
        className="ck-plan__info"
        aria-expanded={infoOpen}
        aria-controls={infoId}
        aria-label={t('checkout.plans.infoLabel', { plan: t(`checkout.plans.name.${plan}`) })}
        onClick={() => setInfoOpen(!infoOpen)}
      >
        i
      </button>
      {infoOpen && (
        <p id={infoId} className="ck-plan__popover" role="note">
          {t(alike ? `checkout.plans.infoAlike.${plan}` : `checkout.plans.info.${plan}`)}
        </p>
      )}
    </div>
  );
}
