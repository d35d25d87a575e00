import type { ReceiptLine } from './payment-provider';

/** A paid line of an order: the unit price it was sold at, before the promo code and bonuses. */
export interface ReceiptGoods {
  title: string;
  quantity: number;
  unitKopecks: number;
}

/** YooKassa refuses descriptions longer than this. */
const DESCRIPTION_MAX = 128;

/**
 * The receipt lines of an order. A receipt shows what each unit actually cost, so the promo discount and
 * the bonuses (`reductionKopecks`) are spread over the goods in proportion to their sums, kopecks left
 * over by rounding going to the largest remainders; a line whose new sum does not divide by its quantity
 * is split in two (some units one kopeck dearer). The lines then add up to goods − reduction + delivery to
 * the kopeck, as the provider requires. Free lines (gifts, goods paid in full by the reduction) are left out.
 */
export function buildReceipt(goods: ReceiptGoods[], reductionKopecks: number, delivery: { title: string; kopecks: number }): ReceiptLine[] {
  const paid = goods.filter((line) => line.quantity > 0 && line.unitKopecks > 0);
  const sums = paid.map((line) => line.unitKopecks * line.quantity);
  const total = sums.reduce((sum, value) => sum + value, 0);
  const reduction = Math.max(0, Math.min(reductionKopecks, total));

  // Largest remainder: floor each share, then hand out the kopecks still owed one by one.
  const shares = sums.map((sum) => (total === 0 ? 0 : Math.floor((reduction * sum) / total)));
  let owed = reduction - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = sums
    .map((sum, index) => ({ index, remainder: total === 0 ? 0 : (reduction * sum) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (owed === 0) break;
    if (shares[index] < sums[index]) {
      shares[index] += 1;
      owed -= 1;
    }
  }

  const lines: ReceiptLine[] = [];
  paid.forEach((line, index) => {
    const lineKopecks = sums[index] - shares[index];
    if (lineKopecks <= 0) return;
    const description = line.title.slice(0, DESCRIPTION_MAX);
    const unit = Math.floor(lineKopecks / line.quantity);
    const dearer = lineKopecks - unit * line.quantity;
    if (line.quantity - dearer > 0 && unit > 0) {
      lines.push({ description, quantity: line.quantity - dearer, unitKopecks: unit, subject: 'commodity' });
    }
    if (dearer > 0) lines.push({ description, quantity: dearer, unitKopecks: unit + 1, subject: 'commodity' });
  });
  if (delivery.kopecks > 0) {
    lines.push({ description: delivery.title.slice(0, DESCRIPTION_MAX), quantity: 1, unitKopecks: delivery.kopecks, subject: 'service' });
  }
  return lines;
}

/** What the receipt lines add up to, in kopecks. */
export function receiptSumKopecks(lines: ReceiptLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitKopecks * line.quantity, 0);
}
