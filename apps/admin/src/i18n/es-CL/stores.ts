export default {
  title: 'Tiendas',
  columns: { name: 'Tienda', id: 'ID' },
  filters: { name: 'Buscar por nombre', namePlaceholder: 'Nombre de la tienda' },
  empty: 'No hay tiendas que coincidan con la búsqueda.',
};
