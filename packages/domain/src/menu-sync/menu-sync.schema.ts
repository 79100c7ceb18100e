import { z } from 'zod';
import { recordId, recordIdText } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';

/** The delivery channels a store's menu is synchronised with (spec part 1 §9). */
export const menuChannels = ['uber_eats', 'rappi', 'didi_food'] as const;
export const menuChannel = z.enum(menuChannels);
export type MenuChannel = z.infer<typeof menuChannel>;

export const menuChannelLabels: Record<MenuChannel, string> = {
  uber_eats: 'Uber Eats',
  rappi: 'Rappi',
  didi_food: 'DiDi Food',
};

/** `POST /stores/{id}/deploy_menu`: a dry run answers the diff; otherwise a job; `version_id` rolls back. */
export const deployMenuBody = z
  .object({
    channel: menuChannel,
    dry_run: z.boolean().optional(),
    version_id: recordId.optional(),
  })
  .meta({ examples: [{ channel: 'uber_eats' }] });
export type DeployMenuBody = z.infer<typeof deployMenuBody>;

export const fetchMenuParams = z.object({
  id: recordIdText,
  source: menuChannel,
});

export const jobAccepted = z.object({ job_id: z.uuid() });

export const diffItem = z.object({ key: z.string(), name: z.string(), price: z.number().int() });
export type DiffItem = z.infer<typeof diffItem>;

export const diffChange = z.object({
  key: z.string(),
  name: z.string(),
  previous_name: z.string(),
  price: z.number().int(),
  previous_price: z.number().int(),
});
export type DiffChange = z.infer<typeof diffChange>;

export const diffSection = z.object({
  added: z.array(diffItem),
  removed: z.array(diffItem),
  changed: z.array(diffChange),
});
export type DiffSection = z.infer<typeof diffSection>;

export const menuDiff = z.object({ unchanged: z.boolean(), products: diffSection, modifiers: diffSection });
export type MenuDiff = z.infer<typeof menuDiff>;

export const dryRunAnswer = z.object({
  channel: menuChannel,
  store_id: z.number().int(),
  base_version: z.object({ id: z.number().int(), created_at: z.string() }).nullable(),
  diff: menuDiff,
});
export type DryRunAnswer = z.infer<typeof dryRunAnswer>;

export const menuVersionsQuery = pageQuery().extend({ channel: menuChannel });

export const menuVersionRow = z.object({
  id: z.number().int(),
  channel: menuChannel,
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  products_count: z.number().int(),
  modifiers_count: z.number().int(),
  rollback_of: z.number().int().nullable(),
});
export type MenuVersionRow = z.infer<typeof menuVersionRow>;

/** `GET /core_job?id=…` (API.md "Jobs"); `progress=true` asks for the running state instead of 204. */
export const coreJobQuery = z.object({
  id: z.string().min(1),
  progress: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const deployResult = z.object({
  version_id: z.number().int(),
  products_count: z.number().int(),
  modifiers_count: z.number().int(),
});
export type DeployResult = z.infer<typeof deployResult>;

export const importResult = z.object({
  products_created: z.number().int(),
  products_updated: z.number().int(),
  modifiers_created: z.number().int(),
  modifiers_updated: z.number().int(),
  price_group_id: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

export const jobError = z.object({ code: z.string(), message: z.string() });
export type JobError = z.infer<typeof jobError>;

export const coreJobStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('running'), progress: z.number().int().min(0).max(100) }),
  z.object({
    status: z.literal('completed'),
    progress: z.literal(100),
    result: z.record(z.string(), z.unknown()),
    /** Where the job's file downloads (generated coupon codes), for the kinds that make one. */
    file_url: z.string().optional(),
  }),
  z.object({ status: z.literal('failed'), error: jobError }),
]);
export type CoreJobStatus = z.infer<typeof coreJobStatus>;

/** Spanish messages a merchant reads about menu sync. */
export const menuSyncMessages = {
  storeWithoutMenu: 'La tienda no tiene un menú asignado',
  channelNotConfigured: (channel: MenuChannel) =>
    `La tienda no tiene credenciales de ${menuChannelLabels[channel]} configuradas`,
  unknownVersion: 'La versión indicada no existe para esta tienda y canal',
  channelRefused: (channel: MenuChannel, reason: string) =>
    `${menuChannelLabels[channel]} rechazó el menú: ${reason}`,
  channelUnauthorized: (channel: MenuChannel) =>
    `${menuChannelLabels[channel]} rechazó las credenciales de la tienda; revísalas en Integraciones`,
  channelUnavailable: (channel: MenuChannel) =>
    `No pudimos comunicarnos con ${menuChannelLabels[channel]}. Vuelve a intentarlo en unos minutos.`,
  channelEmptyMenu: (channel: MenuChannel) =>
    `${menuChannelLabels[channel]} no tiene un menú para esta tienda`,
  invalidDocument: (channel: MenuChannel, path: readonly PropertyKey[]) =>
    `El menú no cumple el formato de ${menuChannelLabels[channel]} (${path.map(String).join('.')}): revisa nombres y precios`,
  importedPriceGroup: (channel: MenuChannel) => `Importado de ${menuChannelLabels[channel]}`,
  unexpected: 'Se produjo un error. Vuelve a intentarlo.',
} as const;
