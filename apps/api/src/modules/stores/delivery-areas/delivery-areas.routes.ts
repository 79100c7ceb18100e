import multipart from '@fastify/multipart';
import { coverageAnswer, coverageQuery, deliveryAreasGeoJson, idParam, storeView } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../audit/request-audit.js';
import { slugOf } from './delivery-area-file.js';
import type { DeliveryAreasService } from './delivery-areas.service.js';
import { deliveryAreasToGeoJson } from './geojson-export.js';
import { deliveryAreasToKml } from './kml-export.js';
import { readDeliveryAreasUpload, uploadLimits } from './read-upload.js';

const tags = ['stores'];
const show = { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'show' } } as const;

const attachment = (store: { id: number; name: string }, extension: string) =>
  `attachment; filename="zonas-${slugOf(store.name, `tienda-${store.id}`)}.${extension}"`;

/** Delivery-area files in and out, and coverage of a point (issue 4). */
export const deliveryAreasRoutes: FastifyPluginAsyncZod<{ areas: DeliveryAreasService }> = async (
  app,
  { areas },
) => {
  // Registered here only: no other route of the API takes multipart.
  await app.register(multipart, { limits: uploadLimits });

  app.post(
    '/stores/:id/import_delivery_areas',
    {
      schema: {
        tags,
        summary: 'Replace the store’s delivery areas with those of a KML (or GeoJSON) file',
        description:
          'multipart/form-data with the file in `data` (a `storeId` field is accepted and ignored); ' +
          'up to 1.5 MB; the format is read from the bytes, not the name. Every polygon becomes an ' +
          'area (a hole becomes an exclusion) and replaces every unlocked area of the store; locked ' +
          'areas stay (the file may repeat them as they are; another shape under a locked name is a 422). ' +
          'A zone keeps the fee of the zone of the same name it replaces. Same rules and audit as a ' +
          'PATCH, all or nothing: 413/1006 too large, 415/1007 not a KML/GeoJSON or not multipart, ' +
          '422 on `data` for an empty, malformed or DTD-bearing file or one without polygons. ' +
          '`delivery_zone_file` becomes the uploaded file name.',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: storeView },
      },
      config: { storeScope: { param: 'id' }, policy: { policy: 'stores', action: 'update' } },
    },
    async (request) => {
      await areas.assertVisible(request.tenant, request.actor, request.params.id);
      const upload = await readDeliveryAreasUpload(request);
      return areas.importFile(
        auditContextOf(request),
        request.tenant,
        request.actor,
        request.params.id,
        upload,
      );
    },
  );

  app.get(
    '/stores/:id/delivery_areas.kml',
    {
      schema: {
        tags,
        summary: 'The store’s delivery areas as a KML 2.2 file, which imports back unchanged',
        params: idParam,
        response: { 200: z.string().describe('application/vnd.google-earth.kml+xml') },
      },
      config: show,
    },
    async (request, reply) => {
      const store = await areas.areas(request.tenant, request.actor, request.params.id);
      return reply
        .type('application/vnd.google-earth.kml+xml; charset=utf-8')
        .header('content-disposition', attachment(store, 'kml'))
        .send(deliveryAreasToKml(store.name, store.areas));
    },
  );

  app.get(
    '/stores/:id/delivery_areas.geojson',
    {
      schema: {
        tags,
        summary: 'The store’s delivery areas as RFC 7946 GeoJSON (application/geo+json)',
        params: idParam,
        response: { 200: deliveryAreasGeoJson },
      },
      config: show,
    },
    async (request, reply) => {
      const store = await areas.areas(request.tenant, request.actor, request.params.id);
      return reply
        .type('application/geo+json; charset=utf-8')
        .header('content-disposition', attachment(store, 'geojson'))
        .send(deliveryAreasToGeoJson(store.areas));
    },
  );

  app.get(
    '/stores/:id/coverage',
    {
      schema: {
        tags,
        summary: 'Whether the store delivers to a point, which area decides it, and the fee',
        description:
          'An exclusion containing the point wins (not covered); else the smallest zone containing it. ' +
          'A point on an edge is inside. `delivery_fee` is the zone’s own fee when set, else the ' +
          '`fee_amount` of the store’s first enabled delivery method by priority (null when none); ' +
          '`delivery_type` is that method’s. Both are null when the point is not covered.',
        params: idParam,
        querystring: coverageQuery,
        response: { 200: coverageAnswer },
      },
      config: show,
    },
    (request) => areas.coverage(request.tenant, request.actor, request.params.id, request.query),
  );
};
