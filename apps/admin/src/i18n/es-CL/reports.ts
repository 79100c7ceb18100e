export default {
  topProducts: {
    title: 'Productos más vendidos',
    intro:
      'Lo que más salió de tus cocinas en el período: unidades vendidas en pedidos recibidos (no cuenta los cancelados, fallidos ni los que esperan su pago), por el día en que se hicieron.',
    loadFailed: 'No se pudieron cargar los productos más vendidos.',
    none: 'No hubo ventas en este período.',
    chartTitle: 'Unidades vendidas',
    chartLabel: 'Gráfico de barras: unidades vendidas de los {{count}} productos más vendidos',
    download: 'Descargar CSV',
    fileName: 'productos-mas-vendidos-{{from}}-{{to}}.csv',
    totals: { units: 'Unidades vendidas', revenue: 'Venta de productos' },
    columns: {
      rank: '#',
      product: 'Producto',
      units: 'Unidades',
      share: '% de unidades',
      revenue: 'Venta',
      orders: 'Pedidos',
    },
  },
  range: {
    period: 'Período',
    from: 'Desde',
    to: 'Hasta',
    store: 'Tienda',
    anyStore: 'Todas las tiendas',
    presets: {
      today: 'Hoy',
      yesterday: 'Ayer',
      last7: 'Últimos 7 días',
      last30: 'Últimos 30 días',
      thisMonth: 'Este mes',
      custom: 'Personalizado',
    },
  },
};
