import { credentialFieldLabels } from '@tablero/domain';

export default {
  deliveryTitle: 'Integraciones de delivery',
  intro:
    'Credenciales de {{provider}} por tienda. Los secretos se guardan cifrados y nunca se vuelven a mostrar.',
  tableLabel: 'Tiendas y su configuración de {{provider}}',
  columns: { store: 'Tienda', state: 'Estado', updated: 'Última actualización', actions: 'Acciones' },
  configured: 'Configurada',
  notConfigured: 'Sin configurar',
  storesConfigured_one: '{{count}} tienda',
  storesConfigured_other: '{{count}} tiendas',
  noStores: 'No hay tiendas para configurar.',
  new: 'Nueva configuración',
  configure: 'Configurar',
  edit: 'Editar',
  newTitle: 'Configurar {{provider}}',
  editTitle: '{{provider}} en {{store}}',
  store: 'Tienda',
  storePlaceholder: 'Elige la tienda',
  storeRequired: 'El campo tienda es requerido',
  noStoresLeft: 'Todas las tiendas ya están configuradas',
  fieldRequired: 'El campo {{field}} es requerido',
  keepSaved: 'Guardado: {{mask}}',
  secretHint: 'Déjalo vacío para mantener el valor guardado.',
  saved: 'Credenciales de {{provider}} guardadas.',
  fields: credentialFieldLabels,
};
