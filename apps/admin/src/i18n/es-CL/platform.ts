export default {
  title: 'Marcas',
  create: 'Crear marca',
  loadFailed: 'No se pudieron cargar las marcas.',
  none: 'Todavía no hay marcas.',
  empty: 'Ninguna marca coincide con la búsqueda o el filtro.',
  search: 'Buscar',
  searchPlaceholder: 'Nombre o slug',
  filters: { subscription: 'Suscripción', anySubscription: 'Todas las suscripciones' },
  columns: {
    brand: 'Marca',
    country: 'País',
    subscription: 'Suscripción',
    state: 'Estado',
    features: 'Funciones',
  },
  platformBrand: 'Plataforma',
  state: { active: 'Activa', inactive: 'Inactiva' },
  featureCount_one: '{{count}} de {{total}}',
  featureCount_other: '{{count}} de {{total}}',
  countries: { cl: 'Chile', cr: 'Costa Rica', gt: 'Guatemala', mx: 'México' },
  subscription: {
    active: 'Activa',
    failed_payment: 'Pago fallido',
    suspended: 'Suspendida',
    inactive: 'Inactiva',
  },
  subscriptionHints: {
    active: 'La consola de la marca funciona sin avisos.',
    failed_payment:
      'Todos ven un aviso de que no se pudo procesar el último pago; los administradores, con un enlace para actualizar sus datos de pago.',
    suspended:
      'Un aviso de suscripción suspendida: los administradores pueden actualizar sus datos de pago; el resto de los usuarios debe pedir ayuda.',
    inactive:
      'Un aviso de suscripción inactiva: los administradores pueden actualizar sus datos de pago; el resto de los usuarios debe pedir ayuda.',
  },
  features: {
    order_taker: {
      label: 'Modo toma de pedidos',
      description: 'El personal toma pedidos por teléfono o en el local a nombre de sus clientes.',
    },
    order_taker_report: {
      label: 'Reportes de toma de pedidos',
      description: 'Reportes de las ventas hechas en el modo toma de pedidos.',
    },
    loyalty_program: {
      label: 'Programa de lealtad',
      description: 'Premia a los clientes frecuentes; agrega su pantalla a la consola.',
    },
    points: {
      label: 'Puntos',
      description: 'Los clientes acumulan puntos con sus compras y los canjean.',
    },
    custom_landings: {
      label: 'Landings personalizadas',
      description: 'Páginas de aterrizaje propias para campañas; agrega su pantalla a la consola.',
    },
    social_networks: {
      label: 'Catálogo para redes sociales',
      description: 'Publica los productos como catálogo en redes sociales.',
    },
    best_selling_products: {
      label: 'Productos más vendidos',
      description: 'Destaca en la tienda los productos que más se venden.',
    },
    aloha: {
      label: 'Integración Aloha',
      description: 'Envía los pedidos al punto de venta Aloha de cada tienda.',
    },
    uberdaas: {
      label: 'Integración Uber Direct',
      description: 'Las tiendas pueden despachar con repartidores de Uber (Uber DaaS).',
    },
    places_lookup: {
      label: 'Búsqueda de direcciones',
      description: 'Sugiere direcciones mientras el cliente escribe la suya.',
    },
    cookie_snackbar: {
      label: 'Aviso de cookies',
      description: 'La tienda muestra el aviso de uso de cookies a cada visitante nuevo.',
    },
    beta_policies: {
      label: 'Políticas beta',
      description: 'Permisos en prueba, antes de que lleguen a todas las marcas.',
    },
  },
  menuItems: {
    reports: 'Reportes de ventas',
    payments: 'Pagos',
    bestSellingProducts: 'Productos más vendidos',
    nps: 'NPS',
  },
  consolidation: {
    none: 'Sin consolidación',
    weekly: 'Semanal',
    monthly: 'Mensual',
  },
  form: {
    createLabel: 'Nueva marca',
    editLabel: 'Marca',
    createTitle: 'Nueva marca',
    editTitle: 'Editar {{name}}',
    back: 'Volver a las marcas',
    createSubmit: 'Crear marca',
    created: 'Marca creada.',
    updated: 'Marca guardada.',
    notCreated: 'No se pudo crear la marca.',
    notUpdated: 'No se pudo guardar la marca.',
    loadFailed: 'No se pudo cargar la marca.',
    notFound: 'Esta marca no existe.',
    brand: 'Marca',
    name: 'Nombre',
    slug: 'Slug',
    slugHint:
      'Identifica a la marca en la API y en sus enlaces. Minúsculas, números y guiones, sin guion al inicio ni al final; no se puede cambiar después.',
    country: 'País',
    countryHint:
      'Define la moneda ({{currency}}), el prefijo de los teléfonos ({{prefix}}) y la zona horaria ({{timeZone}}).',
    fixedHint: 'El slug y el país no se pueden cambiar.',
    hostNames: 'Dominios',
    hostNamesHint:
      'Donde responden la consola y la tienda de la marca, por ejemplo pedidos.sushinorte.cl. Escribe cada uno y presiona Enter.',
    hostNamesPlaceholder: 'pedidos.marca.cl',
    featuresSection: 'Funciones',
    features: 'Funciones activas',
    featuresHint:
      'Lo que la marca tiene contratado: cada función agrega pantallas u opciones a su consola o a su tienda.',
    admin: 'Primer administrador',
    adminHint:
      'Será super admin de la marca. Al crearla obtendrás un enlace para que defina su contraseña (no se envía ningún correo).',
    adminName: 'Nombre y apellido',
    adminEmail: 'Email',
    subscription: 'Suscripción',
    subscriptionHint:
      'Lo que la consola de la marca muestra a sus usuarios según el estado de su suscripción.',
    subscriptionStatus: 'Estado de la suscripción',
    console: 'Consola de la marca',
    hiddenMenuItems: 'Ocultar del menú',
    hiddenMenuItemsHint:
      'Los elementos marcados no aparecen en el menú de la marca; sus pantallas siguen existiendo.',
    consolidationReport: 'Consolidación de pagos',
    consolidationReportHint:
      'Cada cuánto se consolidan las ventas en línea de la marca; sin consolidación, su consola no muestra Pagos.',
    state: 'Estado',
    active: 'Activa',
    activeHint: 'Una marca inactiva no responde: nadie puede ingresar a su consola ni pedir en su tienda.',
    platformStaysActive: 'Es la marca de la plataforma: no se puede desactivar.',
  },
  deactivate: {
    title: '¿Desactivar {{name}}?',
    text: 'Su consola y su tienda dejarán de responder: sus usuarios no podrán ingresar y sus clientes no podrán hacer pedidos.',
    onSave: 'El cambio se aplica al guardar, y puedes volver a activarla cuando quieras.',
    confirm: 'Desactivar',
  },
  adminLink: {
    title: 'Enlace para el administrador',
    text: 'Si el primer administrador de la marca perdió su enlace o se le venció, crea uno nuevo para entregárselo (no se envía ningún correo). Solo sirve mientras no haya definido su contraseña.',
    ask: 'Crear un enlace nuevo',
    for: 'Enlace de {{name}} ({{email}})',
  },
  created: {
    title: 'Marca creada',
    text: '{{name}} ya tiene sus cinco roles y su primer administrador. Su slug es {{slug}}.',
    linkTitle: 'Enlace para el primer administrador',
    linkText:
      'Entrégale este enlace para que defina su contraseña e ingrese a la consola de la marca (no se envía ningún correo). Solo se muestra ahora.',
    link: 'Enlace',
    validUntil: 'Sirve una vez, hasta el {{until}}',
    copy: 'Copiar',
    copied: 'Copiado',
    open: 'Ver {{name}}',
    another: 'Crear otra marca',
  },
};
