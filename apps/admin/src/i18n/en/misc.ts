export default {
  notAuthorizedTitle: 'Not authorised',
  notAuthorizedText: 'You do not have permission to see this section. Ask an administrator for access.',
  backHome: 'Back to Stores',
  goTo: 'Go to {{page}}',
  tenantUnavailable: 'We could not load the settings. Please try again.',
};
