export default {
  title: 'Stores',
  columns: { name: 'Store', id: 'ID' },
  filters: { name: 'Search by name', namePlaceholder: 'Store name' },
  empty: 'No stores match the search.',
  closing: {
    titleOne: 'Close {{name}}',
    titleMany_one: 'Close {{count}} store',
    titleMany_other: 'Close {{count}} stores',
    howLong: 'For how long?',
    kinds: {
      permanent: 'Until I open it again',
      one_hour: 'For 1 hour',
      two_hours: 'For 2 hours',
      rest_of_day: 'For the rest of the day',
      scheduled: 'During a scheduled range',
    },
    start: 'Closing starts',
    end: 'Closing ends',
    reason: 'Reason (optional)',
    integrationsWarning:
      'If the store sells through Uber Eats, PedidosYa or Rappi, close it manually in each of their portals too.',
    confirm: 'Close store',
    errors: {
      startRequired: 'The closing start is required',
      endRequired: 'The closing end is required',
      startBeforeEnd: 'The closing must end after it starts',
      endPassed: 'That range is over: choose an end in the future',
    },
    notice: '{{name}} will be closed from {{start}} to {{end}}.',
  },
};
