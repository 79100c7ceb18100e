import type { SettingsView, templateList } from '@tablero/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { type Camelize, request } from '../../shared/http/index.js';

export type Settings = Camelize<SettingsView>;
export type TemplateList = Camelize<z.infer<typeof templateList>>;
/** A part of any section of the settings, in wire spelling (`PATCH /settings`). */
export type SettingsBody = Record<string, unknown>;

export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  templates: () => [...settingsKeys.all, 'templates'] as const,
};

const SETTINGS = '/api/admin/v1/settings';
const TEMPLATES = '/api/admin/v1/templates';

/** `GET /settings`: the state, the brand images with their URLs, and what the platform decides. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.detail(),
    queryFn: () => request<Settings>(SETTINGS),
    meta: { inlineError: true },
  });
}

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */
export function useSaveSettings(): (body: SettingsBody) => Promise<Settings> {
  const client = useQueryClient();
  return useCallback(
    async (body: SettingsBody) => {
      const saved = await request<Settings>(SETTINGS, { method: 'PATCH', body });
      client.setQueryData(settingsKeys.detail(), saved);
      return saved;
    },
    [client],
  );
}

/** `GET /templates`: the templates a storefront may wear and the one it wears. */
export function useTemplates() {
  return useQuery({
    queryKey: settingsKeys.templates(),
    queryFn: () => request<TemplateList>(TEMPLATES),
    meta: { inlineError: true },
  });
}

/** `PATCH /templates { template_id }`; the settings, which hold the template too, are read again. */
export function useChooseTemplate(): (templateId: string) => Promise<TemplateList> {
  const client = useQueryClient();
  return useCallback(
    async (templateId: string) => {
      const list = await request<TemplateList>(TEMPLATES, { method: 'PATCH', body: { templateId } });
      client.setQueryData(settingsKeys.templates(), list);
      await client.invalidateQueries({ queryKey: settingsKeys.detail() });
      return list;
    },
    [client],
  );
}
