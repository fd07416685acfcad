// A price as the checkout shows it: symbol and amount in the visitor's language, always left to right.
import { useFlxStore } from '@flx/shared-contract';
import { formatPrice } from '@flx/shared-i18n';

export function Price({ symbol, amount, currency, className }: { symbol: string; amount: number; currency: string; className?: string }) {
  const language = useFlxStore((s) => s.language);
  return (
    <span className={className} dir="ltr">
      {formatPrice(amount, currency, language, symbol)}
    </span>
  );
}
