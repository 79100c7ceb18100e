import { fieldMessages } from '../errors/field-messages.js';
import type { DispatchMode } from './store-constants.js';

const modeNames: Record<DispatchMode, string> = {
  delivery: 'delivery',
  in_store: 'retiro en tienda',
  order_taker_in_store: 'toma de pedidos en tienda',
  order_taker_store_delivery: 'toma de pedidos con delivery',
};

/** Spanish messages of the store rules that the generic field messages do not cover. */
export const storeMessages = {
  closingBeforeOpening: 'El horario de cierre debe ser posterior al de apertura',
  overlappingHours: 'El horario se superpone con otro horario del mismo día',
  sameHoursForBoth: 'Sin horarios diferenciados, cada horario es para delivery y retiro',
  endBeforeStart: 'La fecha de término debe ser posterior a la de inicio',
  expiredClosing: 'Un cierre programado vencido no se puede reutilizar',
  commerceCode: 'El código de comercio debe tener 12 dígitos y comenzar con 5970',
  phoneNumber: 'El campo phone debe ser un número',
  deliveryOptionRequired: 'Debes seleccionar una opción de envío',
  feeConfigurationRequired: 'Debes configurar la tarifa del envío activo',
  feeTypeNotAllowed: 'El tipo de tarifa no está disponible para este envío',
  deliveryTypeRepeated: 'Ya existe un método de envío de ese tipo',
  deliveryTypeNotOffered: 'Este método de envío no está disponible para la tienda',
  uberIdRequired: 'El campo uber_id es requerido para enviar con Uber',
  paymentMethodRequired: (mode: DispatchMode) =>
    `Debes elegir al menos un método de pago para ${modeNames[mode]}`,
  paymentMethodNotOffered: (method: string) =>
    `El método de pago ${method} no está disponible para esta tienda`,
  peyaNeedsWebpay: 'Para enviar con PedidosYa la tienda debe aceptar Oneclick o Webpay',
  externalFleetNeedsOnline:
    'Para enviar con una flota externa la tienda debe aceptar un método de pago en línea',
  addressFromList: 'Debes elegir la dirección de la lista',
  abandonedCartMinimum: (minutes: number) => `El carrito abandonado debe esperar al menos ${minutes} minutos`,
  checkoutQuestionsMax: (n: number) => `Puedes elegir máximo ${n} preguntas`,
  repeatedZoneName: 'Ya existe una zona con ese nombre',
  polygonTooSmall: 'La zona debe tener al menos 3 puntos distintos',
  lockedArea: 'La zona está bloqueada; desbloquéala para cambiarla o eliminarla',
  repeatedId: fieldMessages.repeatedItem,
  closingAndReopen: 'No se puede cerrar y abrir la tienda a la vez',
  createNeedsAllStores: 'Solo un usuario con acceso a todas las tiendas puede crear tiendas.',
  storeDeleted: 'Tienda eliminada.',
} as const;
