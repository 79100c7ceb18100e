export default {
  notAuthorizedTitle: 'Not authorised',
  notAuthorizedText: 'You do not have permission to see this section. Ask an administrator for access.',
  backHome: 'Back to Stores',
  goTo: 'Go to {{page}}',
  comingSoonTitle: 'Coming soon',
  comingSoonText: 'This section is not available in Tablero yet. We are working on it.',
  backToStart: 'Back to start',
  tenantUnavailable: 'We could not load the settings. Please try again.',
};
