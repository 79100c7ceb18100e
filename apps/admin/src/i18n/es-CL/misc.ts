export default {
  notAuthorizedTitle: 'No autorizado',
  notAuthorizedText: 'No tienes permiso para ver esta sección. Pide acceso a un administrador.',
  backHome: 'Volver a Tiendas',
  tenantUnavailable: 'No pudimos cargar la configuración. Vuelve a intentarlo.',
};
