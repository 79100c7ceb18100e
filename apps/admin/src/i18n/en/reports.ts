import type esCL from '../es-CL/reports.js';

export default {
  topProducts: {
    title: 'Best-selling products',
    intro:
      'What left your kitchens most in the period: units sold in orders taken in (canceled, failed and unpaid orders do not count), by the day they were placed.',
    loadFailed: 'The best-selling products could not be loaded.',
    none: 'Nothing was sold in this period.',
    chartTitle: 'Units sold',
    chartLabel: 'Bar chart: units sold of the {{count}} best-selling products',
    download: 'Download CSV',
    fileName: 'best-selling-products-{{from}}-{{to}}.csv',
    totals: { units: 'Units sold', revenue: 'Product sales' },
    columns: {
      rank: '#',
      product: 'Product',
      units: 'Units',
      share: '% of units',
      revenue: 'Sales',
      orders: 'Orders',
    },
  },
  range: {
    period: 'Period',
    from: 'From',
    to: 'To',
    store: 'Store',
    anyStore: 'All stores',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      thisMonth: 'This month',
      custom: 'Custom',
    },
  },
} satisfies typeof esCL;
