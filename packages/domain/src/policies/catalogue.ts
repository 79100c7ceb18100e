/**
 * The policy catalogue (spec part 1 §2 and §6, part 2 §6): every policy area, the console path
 * it guards and the actions a role can switch on for it. `object` and the verbs are the words
 * of the 403 message "Para {action} {object} debes tener acceso al mantenedor de {object}".
 */
export const standardActions = {
  show: { label: 'visualizar info', verb: 'ver' },
  create: { label: 'crear', verb: 'crear' },
  update: { label: 'actualizar', verb: 'actualizar' },
  delete: { label: 'eliminar', verb: 'eliminar' },
} as const;

export const extraActions = {
  orders: { label: 'ordenes', verb: 'ver las órdenes de' },
  payment_methods: { label: 'metodos de pago', verb: 'configurar los métodos de pago de' },
  delivery_methods: { label: 'metodos de envío', verb: 'configurar los métodos de envío de' },
  nps_results: { label: 'resultados NPS', verb: 'ver los resultados NPS de' },
  export_orders: { label: 'exportar informe ordenes', verb: 'exportar el informe de' },
  full_list: { label: 'listado completo', verb: 'ver el listado completo de' },
  summary: { label: 'resumen', verb: 'ver el resumen de' },
  massive_update: { label: 'actualización masiva', verb: 'actualizar masivamente' },
} as const;

export const actionCatalogue = { ...standardActions, ...extraActions } as const;
export type PolicyAction = keyof typeof actionCatalogue;

const crud = ['show', 'create', 'update', 'delete'] as const satisfies readonly PolicyAction[];

interface PolicyDefinition {
  /** Spanish name of what the area maintains, as it reads in the 403 message. */
  object: string;
  /** The console path the policy opens; null when it has no screen (auth_credentials). */
  path: string | null;
  actions: readonly PolicyAction[];
}

export const policyCatalogue = {
  coupons: { object: 'cupones', path: '/coupons', actions: crud },
  settings: { object: 'configuraciones', path: '/general-settings', actions: ['show', 'update'] },
  orders: {
    object: 'órdenes',
    path: '/orders',
    actions: ['show', 'update', 'export_orders', 'full_list'],
  },
  menus: { object: 'menús', path: '/menu', actions: crud },
  modifiers: { object: 'modificadores', path: '/modifiers', actions: crud },
  products: { object: 'productos', path: '/products', actions: crud },
  stores: {
    object: 'tiendas',
    path: '/stores',
    actions: [...crud, 'payment_methods', 'delivery_methods', 'massive_update'],
  },
  banners: { object: 'banners', path: '/banners', actions: crud },
  position_banners: { object: 'banners de posición', path: '/position-banners', actions: crud },
  pop_ups: { object: 'pop-ups', path: '/popup-banners', actions: crud },
  pages: { object: 'páginas', path: '/pages', actions: crud },
  kpi: { object: 'reportes', path: '/reports', actions: ['show', 'orders', 'summary'] },
  admin_users: { object: 'usuarios', path: '/users', actions: crud },
  roles: { object: 'roles', path: '/roles', actions: crud },
  templates: { object: 'plantillas', path: '/templates', actions: ['show', 'update'] },
  questions: { object: 'preguntas', path: '/nps/questions', actions: crud },
  polls: { object: 'encuestas', path: '/nps/polls', actions: crud },
  drivers: { object: 'repartidores', path: '/drivers', actions: crud },
  answers: { object: 'respuestas', path: '/dashboard-nps', actions: ['show', 'nps_results'] },
  auth_credentials: { object: 'credenciales', path: null, actions: ['show', 'update'] },
} as const satisfies Record<string, PolicyDefinition>;

export type PolicyKey = keyof typeof policyCatalogue;
export const policyKeys = Object.keys(policyCatalogue) as PolicyKey[];

export function isPolicyKey(value: string): value is PolicyKey {
  return Object.hasOwn(policyCatalogue, value);
}

export function policyAllows(policy: PolicyKey, action: PolicyAction): boolean {
  return (policyCatalogue[policy].actions as readonly PolicyAction[]).includes(action);
}

/** The spec's 403 message: "Para ver tiendas debes tener acceso al mantenedor de tiendas". */
export function forbiddenMessage(policy: PolicyKey, action: PolicyAction): string {
  const { object } = policyCatalogue[policy];
  return `Para ${actionCatalogue[action].verb} ${object} debes tener acceso al mantenedor de ${object}`;
}

/** A requirement a route declares: the policy area and the action it needs. */
export interface PolicyRequirement {
  policy: PolicyKey;
  action: PolicyAction;
}
