/**
 * The tenant's customer website. The tenant has no URL of its own yet, so it is derived from the
 * slug here and only here (the console's top bar, QR codes, the page a paying customer returns to).
 * A module of its own, so the console's shell takes it without the domain's schemas.
 */
export const customerSiteUrl = (slug: string) => `https://${slug}.tablero.app`;
