export default {
  loading: 'Cargando…',
  saving: 'Guardando…',
  genericError: 'Se produjo un error. Vuelve a intentarlo.',
  retry: 'Reintentar',
  table: {
    empty: 'No hay resultados.',
    loading: 'Cargando resultados…',
    page: 'Página {{page}} de {{pages}}',
    total_one: '{{count}} resultado',
    total_other: '{{count}} resultados',
    pagination: 'Paginación',
  },
};
