export default {
  notAuthorizedTitle: 'No autorizado',
  notAuthorizedText: 'No tienes permiso para ver esta sección. Pide acceso a un administrador.',
  backHome: 'Volver a Tiendas',
  goTo: 'Ir a {{page}}',
  comingSoonTitle: 'Sección en preparación',
  comingSoonText: 'Esta sección aún no está disponible en Tablero. Estamos trabajando en ella.',
  backToStart: 'Volver al inicio',
  tenantUnavailable: 'No pudimos cargar la configuración. Vuelve a intentarlo.',
};
