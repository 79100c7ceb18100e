import {
  couponGenerateBody,
  couponImportFile,
  couponImportResult,
  couponImportTemplate,
  couponListQuery,
  couponListRow,
  couponMessages,
  couponView,
  couponWrite,
  csvDocument,
  idParam,
  jobAccepted,
  messageBody,
  pageOf,
  paymentMethodList,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { BULK_FILE_MAX_BYTES } from '../../lib/upload-text.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { CouponGenerateService } from './coupon-generate.service.js';
import type { CouponImportService } from './coupon-import.service.js';
import type { CouponsService } from './coupons.service.js';

const csvTypes = ['text/plain', 'text/csv'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template as API.md wants spreadsheets: UTF-8 with a BOM, `;` between columns. */
const templateCsv = csvDocument(
  couponImportTemplate.header,
  couponImportTemplate.rows.map((row) => couponImportTemplate.header.map((column) => row[column] ?? '')),
  { language: 'es' },
);

const tags = ['coupons'];

export const couponsRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  imports: CouponImportService;
  generator: CouponGenerateService;
}> = async (app, { coupons, imports, generator }) => {
  // The bulk file arrives as bytes: whether it is text at all is checked from them, not trusted.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    [...csvTypes, xlsxType],
    { parseAs: 'buffer', bodyLimit: BULK_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'The tenant’s coupons, newest first; `query` matches the code',
        description:
          'Filters: `enabled`, `kind`, `store_id` (coupons valid in that store, including those valid in every ' +
          'store) and `validity` (`active`, `expired`, `upcoming`, read on the tenant’s clock).',
        querystring: couponListQuery,
        response: { 200: pageOf(couponListRow) },
      },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    (request) => coupons.list(request.tenant, request.query),
  );

  app.get(
    '/coupons/payment_methods',
    {
      schema: {
        tags,
        summary: 'The payment methods a coupon may name: those some store of the tenant offers',
        response: { 200: z.object({ data: paymentMethodList }) },
      },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    async (request) => ({ data: await coupons.paymentMethods(request.tenant) }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon; the code is unique in the tenant whatever its case',
        body: couponWrite,
        response: { 201: couponView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'coupons', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(auditContextOf(request), request.tenant, request.body)),
  );

  app.post(
    '/coupons/import_csv',
    {
      schema: {
        tags,
        summary: 'Load many coupons from a CSV file, each row saved whole or not at all',
        description:
          'The body is the file (`text/plain` or `text/csv`, UTF-8, up to 1.5 MB, `;` or `,` between ' +
          'columns); the columns are those of `GET /coupons/import_template`: the API field names, lists ' +
          'separated by `|`, money in the currency’s units with a decimal point, `product_ids` and ' +
          '`price_group_ids` for what the coupon is restricted to. A row is refused (and listed with its ' +
          'line and reasons) for a code already stored or repeated in the file, a blank required field, a ' +
          'value of the wrong type, a cell that starts like a formula, or any coupon rule. 413 over 1.5 MB, ' +
          '415 when the bytes are not text, 422 (field `file`) for a header without the required columns. ' +
          'An Excel workbook (.xlsx, its first sheet, same columns) is sent the same way with its own content type.',
        consumes: [...csvTypes, xlsxType],
        body: couponImportFile,
        response: { 200: couponImportResult },
      },
      bodyLimit: BULK_FILE_MAX_BYTES,
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'coupons', action: 'create' } },
    },
    (request) =>
      imports.importFile(
        auditContextOf(request),
        request.tenant,
        request.body,
        request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === xlsxType,
      ),
  );

  app.get(
    '/coupons/import_template',
    {
      schema: {
        tags,
        summary: 'The bulk-load template: every column and two example rows (CSV, UTF-8 with BOM, `;`)',
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      config: { policy: { policy: 'coupons', action: 'create' } },
    },
    async (_request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="plantilla-cupones.csv"');
      return templateCsv;
    },
  );

  app.post(
    '/coupons/generate',
    {
      schema: {
        tags,
        summary: 'Generate single-use codes from a template coupon, as a job (202)',
        description:
          'Makes `quantity` (up to 100,000) new coupons with the template’s terms, stores and products, each ' +
          'usable once, coded `prefix` + 8 characters without look-alikes (no 0/O, 1/I/L). Follow the job at ' +
          '`GET /core_job`; when it completes, `file_url` downloads the codes as CSV.',
        body: couponGenerateBody,
        response: { 202: jobAccepted },
      },
      config: { policy: { policy: 'coupons', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(202).send({ job_id: await generator.start(request.tenant, request.actor, request.body) }),
  );

  app.get(
    '/coupons/generated_codes',
    {
      schema: {
        tags,
        summary: 'The codes a finished generation job made (CSV, UTF-8 with BOM)',
        querystring: z.object({ job_id: z.string().min(1) }),
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    async (request, reply) => {
      const csv = await generator.codesCsv(request.tenant, request.query.job_id);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="codigos-generados.csv"');
      return csv;
    },
  );

  app.get(
    '/coupons/:id',
    {
      schema: { tags, summary: 'One coupon', params: idParam, response: { 200: couponView } },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    (request) => coupons.get(request.tenant, request.params.id),
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon: only the fields sent (`{ "enabled": false }` switches it off)',
        params: idParam,
        body: couponWrite,
        response: { 200: couponView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'coupons', action: 'update' } },
    },
    (request) => coupons.update(auditContextOf(request), request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; one a customer used answers 1019 and stays',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'coupons', action: 'delete' } },
    },
    async (request) => {
      await coupons.remove(auditContextOf(request), request.tenant, request.params.id);
      return { message: couponMessages.couponDeleted };
    },
  );
};
