export default {
  navigation: 'Main navigation',
  toggleSidebar: 'Show or hide the menu',
  userMenu: '{{name}}, user menu',
  signOut: 'Sign out',
  groups: {
    myAccount: 'My account',
    reports: 'REPORTS',
    sales: 'SALES',
    menu: 'MENU',
    settings: 'SETTINGS',
    marketing: 'MARKETING',
    integrations: 'INTEGRATIONS',
    pagesAdmin: 'PAGES ADMIN',
  },
  items: {
    stores: 'Stores',
  },
};
