import { publicSettings, settingsView, settingsWrite, templateChoice, templateList } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import type { SettingsService } from './settings.service.js';

const tags = ['settings'];

/** `/settings` and `/templates` (spec part 2 §3, policy areas `settings` and `templates`). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The tenant’s settings: general, design (with its images’ URLs), template, loyalty',
        response: { 200: settingsView },
      },
      config: { policy: { policy: 'settings', action: 'show' } },
    },
    (request) => settings.get(request.tenant, originOf(request)),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change any part of any section; what is not sent stays',
        description:
          'Checked whole: money ≥ 0 in minor units, minimums not above maximums, colours `#RRGGBB`, ' +
          'social links on their network over https, images among the tenant’s uploaded pictures and as ' +
          'large as their place needs, the WhatsApp number in the tenant country’s format, loyalty only ' +
          'with the `loyalty_program` flag. What a GET adds (image URLs, `consolidation_report`) is ignored.',
        body: settingsWrite,
        response: { 200: settingsView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'settings', action: 'update' } },
    },
    (request) => settings.update(auditContextOf(request), request.tenant, request.body, originOf(request)),
  );

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: 'The storefront templates and the one in use',
        response: { 200: templateList },
      },
      config: { policy: { policy: 'templates', action: 'show' } },
    },
    (request) => settings.templates(request.tenant),
  );

  app.patch(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Choose the storefront’s template',
        body: templateChoice,
        response: { 200: templateList },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'templates', action: 'update' } },
    },
    (request) =>
      settings.chooseTemplate(auditContextOf(request), request.tenant, request.body, originOf(request)),
  );
};

/** `GET /api/public/v1/settings`: what a storefront shows, for the tenant of the header. */
export const publicSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['public'],
        summary: 'The brand’s look and storefront rules; nothing staff-only (no restaurant e-mail)',
        response: { 200: publicSettings },
      },
      config: { access: 'public' },
    },
    (request) => settings.publicView(request.tenant, originOf(request)),
  );
};
