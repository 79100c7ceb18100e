import type {
  FeatureFlag,
  PolicyAction,
  PolicyKey,
  SubscriptionStatus,
  TenantSettings,
} from '@tablero/domain';
import { policyCatalogue, policyKeys } from '@tablero/domain';

export interface TenantBlueprint {
  slug: string;
  name: string;
  country: 'cl' | 'cr' | 'gt' | 'mx';
  features: FeatureFlag[];
  hostNames: string[];
  stores: string[];
  settings?: Partial<TenantSettings>;
  subscriptionStatus?: SubscriptionStatus;
  /** A demo catalogue and menu given to every store (demo-menu.ts). */
  demoMenu?: boolean;
  /** A year of orders (demo-orders.ts), as many as the configuration's `seedDemoOrders`. */
  demoOrders?: boolean;
}

type RoleBlueprint = Partial<Record<PolicyKey, readonly PolicyAction[]>>;

const everything: RoleBlueprint = Object.fromEntries(
  policyKeys.map((key) => [key, policyCatalogue[key].actions]),
);

/** The five role names of the spec, with what each job needs (per-role contents are not in the spec). */
export const roleBlueprints: Record<string, { description: string; policies: RoleBlueprint }> = {
  admin: { description: 'Administra todo el comercio', policies: everything },
  'admin kds': {
    description: 'Jefe de cocina: órdenes y disponibilidad de productos',
    policies: {
      orders: ['show', 'update', 'full_list'],
      stores: ['show'],
      products: ['show', 'update'],
      drivers: ['show', 'create', 'update'],
    },
  },
  'user kds': {
    description: 'Cocina: ve y avanza órdenes, y las envía con un repartidor',
    policies: { orders: ['show', 'update'], drivers: ['show'] },
  },
  'admin cc': {
    description: 'Jefe de atención al cliente',
    policies: {
      orders: ['show', 'update', 'export_orders', 'full_list'],
      stores: ['show', 'update'],
      coupons: ['show', 'create', 'update'],
      kpi: ['show', 'summary'],
      drivers: ['show', 'create', 'update', 'delete'],
      answers: ['show', 'nps_results'],
    },
  },
  'user cc': {
    description: 'Atención al cliente: consulta órdenes, tiendas y cupones',
    policies: { orders: ['show'], stores: ['show'], coupons: ['show'] },
  },
};

export function defaultTenantBlueprint(slug: string): TenantBlueprint {
  return {
    slug,
    name: slug.replace(/(^|-)(\w)/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase()),
    country: 'cl',
    features: ['points'],
    hostNames: [`${slug}.localhost`],
    stores: ['Tienda principal'],
  };
}

export const demoTenants: TenantBlueprint[] = [
  {
    slug: 'demo',
    name: 'Demo Burger',
    country: 'cl',
    features: [
      'order_taker',
      'beta_policies',
      'points',
      'loyalty_program',
      'custom_landings',
      'aloha',
      'uberdaas',
      'social_networks',
    ],
    hostNames: ['demo.localhost'],
    stores: [
      'Demo Burger Providencia',
      'Demo Burger Ñuñoa',
      'Demo Burger Las Condes',
      'Demo Burger Santiago Centro',
      'Demo Burger Vitacura',
    ],
    demoMenu: true,
    demoOrders: true,
    // Weekly consolidations: the payments screen shows the year of demo orders paid online.
    settings: { consolidation_report: 'weekly' },
  },
  {
    ...defaultTenantBlueprint('spoon'),
    name: 'Spoon',
    features: ['order_taker', 'order_taker_report', 'points'],
    // Demo data for the billing banner and per-tenant menus (spec part 1 §2 and §4).
    settings: { hidden_menu_items: ['/reports'] },
    subscriptionStatus: 'failed_payment',
  },
  {
    ...defaultTenantBlueprint('soporte'),
    name: 'Soporte',
    features: ['order_taker', 'order_taker_report', 'points'],
    settings: { hidden_menu_items: ['/reports', '/payments'], consolidation_report: 'monthly' },
    subscriptionStatus: 'suspended',
  },
  {
    ...defaultTenantBlueprint('cr-demo'),
    name: 'Demo Costa Rica',
    country: 'cr',
    stores: ['San José Centro', 'Escazú'],
  },
];
