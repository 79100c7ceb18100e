export default {
  loading: 'Loading…',
  saving: 'Saving…',
  genericError: 'Something went wrong. Please try again.',
  retry: 'Retry',
  table: {
    empty: 'No results.',
    loading: 'Loading results…',
    page: 'Page {{page}} of {{pages}}',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
    pagination: 'Pagination',
  },
};
