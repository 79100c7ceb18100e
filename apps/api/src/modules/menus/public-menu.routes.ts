import { publicMenu, publicMenuQuery } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../pictures/pictures.routes.js';
import type { CachedPublicMenu } from './public-menu.cache.js';

/** The public menu (spec part 2 §3 "Public menu view"): the tenant header, no sign-in, no secrets. */
export const publicMenuV2Routes: FastifyPluginAsyncZod<{ publicMenu: CachedPublicMenu }> = async (
  app,
  { publicMenu: menus },
) => {
  app.get(
    '/prices',
    {
      schema: {
        tags: ['public'],
        summary: 'The menu a store offers now on a platform and dispatch method',
        description:
          'Active price groups of the store’s menu in position order, each with the products shown, offered on ' +
          'the platform and dispatch method, inside their availability window and on today’s weekday (tenant time ' +
          'zone). `price` is the delivery price for delivery. A label is given only inside its window. No ' +
          '`store_id` is the default store; a disabled or unknown store is 404; a store without menu has no ' +
          "collections. Each product's `pictures` are in its order, `url` (and `small_cropped_url`) being the " +
          'signed, expiring URL of the 300×300 crop. `discount_price` is the price after the store’s best ' +
          'automatic promotion (an enabled coupon marked `automatic`, valid now for one unit bought alone, ' +
          'decided by the checkout’s promotion engine) and `menu_discount` what it takes off; both null when ' +
          'none applies. Answers may come from memory: any change to the catalogue, coupons or stores ends ' +
          'them, and none outlives a product window or a promotion opening or closing.',
        querystring: publicMenuQuery,
        response: { 200: publicMenu },
      },
      config: { access: 'public' },
    },
    (request) => menus.menu(request.tenant, request.query, originOf(request)),
  );
};
