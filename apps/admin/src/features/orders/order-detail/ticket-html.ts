import type { Order } from '../api.js';

/** What the ticket says besides the order's own data, already in the tenant's words, money and time zone. */
export interface TicketWords {
  labels: Record<
    | 'order'
    | 'store'
    | 'date'
    | 'customer'
    | 'phone'
    | 'subtotal'
    | 'discount'
    | 'deliveryFee'
    | 'tip'
    | 'total'
    | 'note',
    string
  >;
  date: string;
  dispatch: string;
  payment: string;
  money(cents: number): string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * The kitchen ticket of an order as a page of its own, sized for an 80 mm receipt printer. Every
 * text is escaped, so a customer's name or note can never become markup.
 */
export function ticketHtml(order: Order, words: TicketWords): string {
  const e = escapeHtml;
  const { labels, money } = words;
  const row = (label: string, value: string, strong = false) =>
    `<tr${strong ? ' class="strong"' : ''}><td>${e(label)}</td><td class="r">${e(value)}</td></tr>`;
  const lines = order.items
    .map((item) => {
      const options = item.options
        .map((o) => `<div class="opt">${o.quantity > 1 ? `${o.quantity} × ` : ''}${e(o.name)}</div>`)
        .join('');
      const note = item.note ? `<div class="opt note">${e(item.note)}</div>` : '';
      return `<div class="line"><div class="item"><span>${item.quantity} × ${e(item.name)}</span><span>${e(money(item.lineTotal))}</span></div>${options}${note}</div>`;
    })
    .join('');
  const { amounts } = order;
  const totals = [
    row(labels.subtotal, money(amounts.subtotal)),
    amounts.discount > 0 ? row(labels.discount, `−${money(amounts.discount)}`) : '',
    amounts.deliveryFee > 0 ? row(labels.deliveryFee, money(amounts.deliveryFee)) : '',
    amounts.tip > 0 ? row(labels.tip, money(amounts.tip)) : '',
    row(labels.total, money(amounts.total), true),
  ].join('');
  const address = order.address
    ? `<div>${e([order.address.textAddress, order.address.details].filter(Boolean).join(', '))}</div>`
    : '';
  const note = order.note ? `<hr><div><b>${e(labels.note)}:</b> ${e(order.note)}</div>` : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${e(labels.order)} ${e(order.code)}</title><style>
body{font:13px/1.35 monospace;width:72mm;margin:4mm auto;color:#000}
h1{font-size:18px;text-align:center;margin:0 0 2mm}.meta div,.line{margin:1mm 0}
.item{display:flex;justify-content:space-between;gap:2mm;font-weight:bold}.opt{padding-left:4mm}.note{font-style:italic}
hr{border:0;border-top:1px dashed #000}table{width:100%;border-collapse:collapse}.r{text-align:right}
.strong td{font-weight:bold;font-size:15px}@page{margin:0}
</style></head><body>
<h1>${e(labels.order)} ${e(order.code)}</h1>
<div class="meta"><div><b>${e(words.dispatch)}</b></div><div>${e(labels.store)}: ${e(order.storeName)}</div>
<div>${e(labels.date)}: ${e(words.date)}</div><div>${e(labels.customer)}: ${e(order.customer.name)}</div>
<div>${e(labels.phone)}: ${e(order.customer.phone)}</div>${address}</div>
<hr>${lines}<hr><table>${totals}</table><div>${e(words.payment)}</div>${note}
</body></html>`;
}
