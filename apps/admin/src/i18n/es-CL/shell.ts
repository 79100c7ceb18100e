export default {
  navigation: 'Navegación principal',
  toggleSidebar: 'Mostrar u ocultar el menú',
  userMenu: '{{name}}, menú de usuario',
  signOut: 'Cerrar sesión',
  groups: {
    myAccount: 'Mi cuenta',
    reports: 'REPORTES',
    sales: 'VENTAS',
    menu: 'MENU',
    settings: 'CONFIGURACION',
    marketing: 'MARKETING',
    integrations: 'INTEGRACIONES',
    pagesAdmin: 'ADMINISTRAR PÁGINAS',
  },
  items: {
    stores: 'Tiendas',
  },
};
