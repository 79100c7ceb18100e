export default {
  title: 'Stores',
  columns: { name: 'Store', id: 'ID' },
  filters: { name: 'Search by name', namePlaceholder: 'Store name' },
  empty: 'No stores match the search.',
};
