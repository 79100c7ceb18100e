import { periodStarts, type ReportGroup } from '@tablero/domain';

interface Figures {
  orders: number;
  deliveryFee: number;
  cofinance: number;
}

/** What the store put in per order, in whole minor units. */
export const cofinancePerOrder = ({ orders, cofinance }: Figures) =>
  orders > 0 ? Math.round(cofinance / orders) : 0;

/**
 * The fees and cofinance of every period the range touches, oldest first: the report lists only
 * the periods with delivery orders, so a period without any is drawn as zero rather than left out.
 */
export function feesPerPeriod(
  range: { from: string; to: string; group: ReportGroup },
  periods: readonly (Figures & { period: string })[],
): { period: string; deliveryFee: number; cofinance: number }[] {
  const sums = new Map<string, { deliveryFee: number; cofinance: number }>();
  for (const p of periods) {
    const sum = sums.get(p.period) ?? { deliveryFee: 0, cofinance: 0 };
    sum.deliveryFee += p.deliveryFee;
    sum.cofinance += p.cofinance;
    sums.set(p.period, sum);
  }
  return periodStarts(range.from, range.to, range.group).map((period) => ({
    period,
    ...(sums.get(period) ?? { deliveryFee: 0, cofinance: 0 }),
  }));
}
