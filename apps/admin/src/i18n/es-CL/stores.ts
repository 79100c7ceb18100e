export default {
  title: 'Tiendas',
  columns: { name: 'Tienda', id: 'ID' },
  filters: { name: 'Buscar por nombre', namePlaceholder: 'Nombre de la tienda' },
  empty: 'No hay tiendas que coincidan con la búsqueda.',
  closing: {
    titleOne: 'Cerrar {{name}}',
    titleMany_one: 'Cerrar {{count}} tienda',
    titleMany_other: 'Cerrar {{count}} tiendas',
    howLong: '¿Por cuánto tiempo?',
    kinds: {
      permanent: 'Hasta que la vuelva a abrir',
      one_hour: 'Por 1 hora',
      two_hours: 'Por 2 horas',
      rest_of_day: 'Por el resto del día',
      scheduled: 'En un rango programado',
    },
    start: 'Inicio del cierre',
    end: 'Fin del cierre',
    reason: 'Motivo (opcional)',
    integrationsWarning:
      'Si la tienda vende por Uber Eats, PedidosYa o Rappi, también debes cerrarla manualmente en el portal de cada uno.',
    confirm: 'Cerrar tienda',
    errors: {
      startRequired: 'El campo inicio del cierre es requerido',
      endRequired: 'El campo fin del cierre es requerido',
      startBeforeEnd: 'El fin del cierre debe ser posterior al inicio',
      endPassed: 'Ese rango ya terminó: elige un fin en el futuro',
    },
    notice: '{{name}} estará cerrada desde {{start}} hasta {{end}}.',
  },
};
