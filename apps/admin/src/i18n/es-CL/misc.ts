export default {
  notAuthorizedTitle: 'No autorizado',
  notAuthorizedText: 'No tienes permiso para ver esta sección. Pide acceso a un administrador.',
  backHome: 'Volver a Tiendas',
  goTo: 'Ir a {{page}}',
  tenantUnavailable: 'No pudimos cargar la configuración. Vuelve a intentarlo.',
};
