import { z } from 'zod';
import { fieldMessages } from '../errors/field-messages.js';
import { pageQuery } from '../shared/lists.js';
import { type CountryCode, countryCodes } from './countries.js';
import { featureFlags, subscriptionStatuses, tenantSlug } from './tenant.schema.js';

/** How often the payments screen consolidates a tenant's online sales; `none` hides it. */
export const consolidationReports = ['none', 'weekly', 'monthly'] as const;

/** Console items a tenant may keep out of its menu (spec: "some tenants hide the sales reports item"). */
export const hideableMenuItems = ['/reports', '/payments', '/best-selling-products', '/nps'] as const;

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    fieldMessages.format('host_names'),
  );
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, fieldMessages.invalid('list'));

export const tenantAdminMessages = {
  slugTaken: 'Ya existe una marca con ese slug',
  hostTaken: (host: string, tenant: string) => `El dominio ${host} ya es de la marca ${tenant}`,
  platformStaysActive: 'La marca de la plataforma no se puede desactivar',
  onlyPlatform: 'Solo el equipo de la plataforma administra las marcas',
  created: 'Marca creada',
  saved: 'Marca guardada',
  adminHasPassword:
    'Los administradores de la marca ya definieron su contraseña: un enlace nuevo solo sirve para quien aún no la tiene',
} as const;

/** `POST /platform/tenants`: a brand with its first administrator (a super admin without stores yet). */
export const tenantCreateBody = z
  .strictObject({
    slug: tenantSlug,
    name: z.string().trim().min(1).max(80),
    country: z.enum(countryCodes as [CountryCode, ...CountryCode[]]),
    host_names: uniqueList(hostName, 10).default([]),
    features: uniqueList(z.enum(featureFlags), featureFlags.length).default([]),
    admin: z.strictObject({
      name: z.string().trim().min(1).max(120),
      email: z.email(fieldMessages.format('email')).max(254).toLowerCase(),
    }),
  })
  .meta({
    examples: [
      {
        slug: 'sushi-norte',
        name: 'Sushi Norte',
        country: 'cl',
        host_names: ['pedidos.sushinorte.cl'],
        features: ['loyalty_program'],
        admin: { name: 'Valentina Muñoz', email: 'valentina@sushinorte.cl' },
      },
    ],
  });
export type TenantCreateBody = z.infer<typeof tenantCreateBody>;

/** `PATCH /platform/tenants/{id}`: what the platform decides for a brand; only what is sent changes. */
export const tenantPatchBody = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    host_names: uniqueList(hostName, 10),
    features: uniqueList(z.enum(featureFlags), featureFlags.length),
    subscription_status: z.enum(subscriptionStatuses),
    active: z.boolean(),
    hidden_menu_items: uniqueList(z.enum(hideableMenuItems), hideableMenuItems.length),
    consolidation_report: z.enum(consolidationReports),
  })
  .partial()
  .meta({
    examples: [{ features: ['loyalty_program', 'order_taker'], subscription_status: 'failed_payment' }],
  });
export type TenantPatchBody = z.infer<typeof tenantPatchBody>;

export const tenantAdminView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  host_names: z.array(z.string()),
  features: z.array(z.string()),
  subscription_status: z.enum(subscriptionStatuses),
  active: z.boolean(),
  hidden_menu_items: z.array(z.string()),
  consolidation_report: z.string().nullable(),
  /** The platform's own brand: its super admins run the platform. */
  platform: z.boolean(),
  created_at: z.string(),
});
export type TenantAdminView = z.infer<typeof tenantAdminView>;

/** The answer to a creation: the brand, and the link its administrator sets a password through. */
const passwordLinkAnswer = z.object({ url: z.string(), expires_at: z.string() });

export const tenantCreated = tenantAdminView.extend({ admin_password_link: passwordLinkAnswer });

/**
 * `POST /platform/tenants/{id}/admin_password_link`: a new link for the brand's first administrator
 * who has not set a password yet (the creation answer's link was lost or expired).
 */
export const tenantAdminLink = passwordLinkAnswer.extend({
  admin: z.object({ name: z.string(), email: z.string() }),
});
export type TenantAdminLink = z.infer<typeof tenantAdminLink>;

export const tenantListQuery = pageQuery().extend({
  query: z.string().trim().max(80).optional(),
  subscription_status: z.enum(subscriptionStatuses).optional(),
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;
