// A price as the checkout shows it: symbol and amount, always left to right.
import { formatAmount } from './rules';

export function Price({ symbol, amount, currency, className }: { symbol: string; amount: number; currency: string; className?: string }) {
  return (
    <span className={className} dir="ltr">
      {symbol}
      {formatAmount(amount, currency)}
    </span>
  );
}
