import type { MenuChannel } from '@tablero/domain';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-file-store.js';
import { credentialsKeyHint, decodeCredentialsKey } from './lib/secret-box.js';

/** The public OpenStreetMap tiles; a busy deployment should point MAP_TILE_URL at its own provider. */
const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: z.string().min(32).optional(),
  CREDENTIALS_KEY: z
    .string()
    .refine((value) => decodeCredentialsKey(value) !== undefined, `CREDENTIALS_KEY ${credentialsKeyHint}`)
    .optional(),
  CREDENTIALS_PREVIOUS_KEYS: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .refine(
      (keys) => keys.every((key) => decodeCredentialsKey(key) !== undefined),
      `CREDENTIALS_PREVIOUS_KEYS: cada clave ${credentialsKeyHint}`,
    )
    .optional(),
  FILES_SIGNING_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  AUTH_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long a public menu answer may be served from memory (0: never); writes end it sooner. */
  PUBLIC_MENU_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Orders one address may place per minute through the storefront's call. */
  WEB_ORDERS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /**
   * The longest an orders stream stays open before it ends and the board reconnects (with a fresh
   * token, so a revoked session or a changed role stops its stream within this time); 0: the
   * access token's life.
   */
  ORDER_STREAM_MAX_SECONDS: z.coerce.number().int().min(0).default(0),
  DEFAULT_TENANT: z.string().default('demo'),
  /** The tenant whose super admins run the platform (create brands, switch their features); the default one unless set. */
  PLATFORM_TENANT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ADMIN_EMAIL: z.string().email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Orders the demo tenant gets over the last year when an empty database is seeded. */
  SEED_DEMO_ORDERS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  JOBS: z.enum(['on', 'send', 'off']).default('on'),
  // Menu sync jobs: how long a job may run before pg-boss counts its worker dead and retries it.
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(300),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(10),
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(1),
  CHANNEL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * Transbank's Webpay Plus API (https://webpay3g.transbank.cl in production); `local`: the stand-in
   * this server serves at /fake/webpay, which the demo and the tests pay through.
   */
  WEBPAY_API_URL: z.union([z.literal('local'), z.url()]).default('local'),
  /** Transbank's integration secret by default (public in its documentation). */
  WEBPAY_API_KEY_SECRET: z
    .string()
    .min(1)
    .default('579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'),
  /**
   * Transbank's Oneclick Mall API (https://webpay3g.transbank.cl in production); `local`: the stand-in
   * this server serves at /fake/oneclick.
   */
  ONECLICK_API_URL: z.union([z.literal('local'), z.url()]).default('local'),
  /**
   * The mall's commerce code (its Tbk-Api-Key-Id; each store's Oneclick code is a child of it) and
   * its secret; Transbank's integration ones by default.
   */
  ONECLICK_COMMERCE_CODE: z
    .string()
    .regex(/^\d{12}$/, 'ONECLICK_COMMERCE_CODE must be a 12-digit commerce code')
    .default('597055555541'),
  ONECLICK_API_KEY_SECRET: z
    .string()
    .min(1)
    .default('579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'),
  /**
   * Mercado Pago's API (https://api.mercadopago.com); `local`: the stand-in this server serves at
   * /fake/mercado-pago. Each store's access token is its Mercado Pago integration credentials.
   */
  MERCADO_PAGO_API_URL: z.union([z.literal('local'), z.url()]).default('local'),
  /** Where customers reach this server (the address a payment provider sends them back to). */
  PUBLIC_URL: z.url().optional(),
  /**
   * The mail server e-mails go out through (`smtp://user:password@host:587`, `smtps://…:465`);
   * unset, they wait in the outbox (`outbound_emails`) until one is configured.
   */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of those e-mails. */
  MAIL_FROM: z.string().min(3).default('Tablero <no-reply@tablero.localhost>'),
  UBER_EATS_API_URL: z.url().default('https://api.uber.com'),
  UBER_EATS_AUTH_URL: z.url().default('https://auth.uber.com'),
  RAPPI_API_URL: z.url().default('https://services.rappi.cl'),
  RAPPI_AUTH_URL: z.url().default('https://rests-integrations.auth0.com'),
  DIDI_FOOD_API_URL: z.url().default('https://openapi.didi-food.com'),
  CONSOLE_DIR: z.string().optional(),
  /**
   * The Chromium the screenshot service drives (landing thumbnails): Debian's by default, never one
   * downloaded. Missing, landings save without a thumbnail and `POST /page/image` answers 503.
   */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  SCREENSHOT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  MAP_TILE_URL: z
    .string()
    .refine(
      (url) =>
        url === 'none' || (/^https?:\/\//.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p))),
      'MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, or "none"',
    )
    .default(OPEN_STREET_MAP_TILES),
  S3_ENDPOINT: z
    .string()
    .refine(
      (url) => /^https?:\/\/[^/?#]+/.test(url) && URL.canParse(url),
      'S3_ENDPOINT must be an http(s) URL',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must look like sa-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

/** A half-configured bucket must stop the start, not fall back to the local disk unnoticed. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  const anyS3 = [e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some((v) => v !== undefined);
  if (e.S3_BUCKET === undefined && anyS3)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'S3_BUCKET is required when S3_* is set',
    });
  if (e.S3_BUCKET !== undefined && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    });
});

/** An S3-compatible bucket when S3_BUCKET is set (the schema made sure its keys are too). */
function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export interface JobTimings {
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  superviseIntervalSeconds: number;
  pollingIntervalSeconds: number;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL owner connection (migrations); absent → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL connection as the API role; derived from `databaseUrl` when absent. */
  databaseAppUrl: string | undefined;
  poolSize: number;
  /** HS256 key for access tokens; absent → a generated key file in `dataDir`. */
  jwtSecret: string | undefined;
  /** AES-256-GCM key (base64, 32 bytes) for integration credentials; absent → a key file in `dataDir`. */
  credentialsKey: string | undefined;
  /** Keys used before a rotation, still accepted to read credentials sealed with them. */
  credentialsPreviousKeys: string[];
  /** HMAC key of the signed file URLs (pictures); absent → a generated key file in `dataDir`. */
  filesSigningKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a signed-in session's permissions may be remembered between changes; 0 = never. */
  authCacheTtlSeconds: number;
  publicMenuCacheTtlSeconds: number;
  signInRateLimit: number;
  signInRateWindowSeconds: number;
  /** Sign-in attempts from one address (any email) per window: a shop's cashiers share one address. */
  signInAddressRateLimit: number;
  /** Orders per address and minute through `POST /api/web/v1/orders`. */
  webOrdersRateLimit: number;
  /** How long an orders stream stays open, and how often it says it is alive (API.md: every 15 s). */
  orderStream: { maxLifeMs: number; heartbeatMs: number };
  defaultTenant: string;
  platformTenant: string;
  logLevel: string;
  seedAdminEmail: string | undefined;
  seedAdminPassword: string | undefined;
  seedDemoOrders: number;
  /** Whether this process runs jobs (`on`), only queues them for worker processes (`send`), or neither. */
  jobs: 'on' | 'send' | 'off';
  /** pg-boss timings of the menu sync jobs (tests shorten them). */
  jobTimings: JobTimings;
  /** Webpay's API (null: the local stand-in) and secret. */
  webpay: { apiUrl: string | null; apiKeySecret: string };
  /** Oneclick Mall's API (null: the local stand-in), the mall's commerce code and secret. */
  oneclick: { apiUrl: string | null; commerceCode: string; apiKeySecret: string };
  /** Mercado Pago's API (null: the local stand-in). */
  mercadoPago: { apiUrl: string | null };
  /** Where customers reach this server; undefined → http://localhost:<port>. */
  publicUrl: string | undefined;
  /** The mail server (undefined: e-mails wait in the outbox) and the sender's address. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Each delivery channel's menu API and token issuer (tests point them at local fakes). */
  channels: Record<MenuChannel, { apiUrl: string; authUrl: string }>;
  channelTimeoutMs: number;
  /** The built console to serve; undefined → apps/admin/dist. */
  consoleDir: string | undefined;
  /** The screenshot service: the Chromium it starts once and reuses, and how long one picture may take. */
  screenshots: { chromiumPath: string; timeoutMs: number };
  /** Map tiles behind the console's maps (`{z}/{x}/{y}` template); null → maps without tiles. */
  mapTileUrl: string | null;
  /** Where pictures are kept: an S3-compatible bucket; undefined → the local disk in `dataDir`. */
  s3: S3Settings | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`SEED_ADMIN_PASSWORD=`) means unset, as in most shells' conventions.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const e = checkedEnvSchema.parse(set);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseAppUrl: e.DATABASE_APP_URL || undefined,
    poolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    credentialsKey: e.CREDENTIALS_KEY,
    credentialsPreviousKeys: e.CREDENTIALS_PREVIOUS_KEYS ?? [],
    filesSigningKey: e.FILES_SIGNING_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    authCacheTtlSeconds: e.AUTH_CACHE_TTL_SECONDS,
    publicMenuCacheTtlSeconds: e.PUBLIC_MENU_CACHE_TTL_SECONDS,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signInRateWindowSeconds: e.SIGN_IN_RATE_WINDOW_SECONDS,
    signInAddressRateLimit: e.SIGN_IN_ADDRESS_RATE_LIMIT,
    webOrdersRateLimit: e.WEB_ORDERS_RATE_LIMIT,
    orderStream: {
      maxLifeMs: (e.ORDER_STREAM_MAX_SECONDS || e.ACCESS_TOKEN_TTL_SECONDS) * 1000,
      heartbeatMs: 15_000,
    },
    defaultTenant: e.DEFAULT_TENANT,
    platformTenant: e.PLATFORM_TENANT ?? e.DEFAULT_TENANT,
    logLevel: e.LOG_LEVEL,
    seedAdminEmail: e.SEED_ADMIN_EMAIL,
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    seedDemoOrders: e.SEED_DEMO_ORDERS,
    jobs: e.JOBS,
    jobTimings: {
      expireInSeconds: e.JOB_EXPIRE_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      superviseIntervalSeconds: e.JOB_SUPERVISE_SECONDS,
      pollingIntervalSeconds: e.JOB_POLL_SECONDS,
    },
    webpay: {
      apiUrl: e.WEBPAY_API_URL === 'local' ? null : withoutSlash(e.WEBPAY_API_URL),
      apiKeySecret: e.WEBPAY_API_KEY_SECRET,
    },
    oneclick: {
      apiUrl: e.ONECLICK_API_URL === 'local' ? null : withoutSlash(e.ONECLICK_API_URL),
      commerceCode: e.ONECLICK_COMMERCE_CODE,
      apiKeySecret: e.ONECLICK_API_KEY_SECRET,
    },
    mercadoPago: {
      apiUrl: e.MERCADO_PAGO_API_URL === 'local' ? null : withoutSlash(e.MERCADO_PAGO_API_URL),
    },
    publicUrl: e.PUBLIC_URL ? withoutSlash(e.PUBLIC_URL) : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    channels: {
      uber_eats: { apiUrl: withoutSlash(e.UBER_EATS_API_URL), authUrl: withoutSlash(e.UBER_EATS_AUTH_URL) },
      rappi: { apiUrl: withoutSlash(e.RAPPI_API_URL), authUrl: withoutSlash(e.RAPPI_AUTH_URL) },
      didi_food: { apiUrl: withoutSlash(e.DIDI_FOOD_API_URL), authUrl: withoutSlash(e.DIDI_FOOD_API_URL) },
    },
    channelTimeoutMs: e.CHANNEL_TIMEOUT_SECONDS * 1000,
    consoleDir: e.CONSOLE_DIR,
    screenshots: { chromiumPath: e.CHROMIUM_PATH, timeoutMs: e.SCREENSHOT_TIMEOUT_SECONDS * 1000 },
    mapTileUrl: e.MAP_TILE_URL === 'none' ? null : e.MAP_TILE_URL,
    s3: s3SettingsOf(e),
  };
}
