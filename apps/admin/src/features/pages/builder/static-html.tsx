import { Render } from '@puckeditor/core';
import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Tenant } from '../../../app/tenant/load-tenant.js';
import { TenantContext } from '../../../app/tenant/tenant-context.js';
import { builderConfig } from './builder-config.js';
import { editorDataOf, type SavedBlock } from './builder-data.js';
import type { BuilderData } from './live-data.js';

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The sections as a whole HTML document, drawn as the editor draws them (inline styles, today's
 * data): what a landing deploys and the screenshot service pictures.
 */
export function sectionsHtml(
  blocks: readonly SavedBlock[],
  context: { live: BuilderData; tenant: Tenant; t: TFunction<'pages'>; title: string },
): string {
  const body = renderToStaticMarkup(
    <TenantContext.Provider value={context.tenant}>
      <Render config={builderConfig(context.t)} data={editorDataOf(blocks)} metadata={context.live} />
    </TenantContext.Provider>,
  );
  return [
    '<!doctype html>',
    `<html lang="${escaped(context.tenant.language.slice(0, 2) || 'es')}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escaped(context.title)}</title></head>`,
    `<body style="margin:0">${body}</body>`,
    '</html>',
  ].join('');
}
