import { useQuery } from '@tanstack/react-query';
import { type Paged, request } from '../../shared/http/index.js';
import type { MenuChannel } from './channels.js';

/** One product or modifier as the channel would show it; prices in minor units. */
export interface DiffItem {
  key: string;
  name: string;
  price: number;
}

export interface DiffChange extends DiffItem {
  previousName: string;
  previousPrice: number;
}

export interface DiffSection {
  added: DiffItem[];
  removed: DiffItem[];
  changed: DiffChange[];
}

export interface MenuDiff {
  unchanged: boolean;
  products: DiffSection;
  modifiers: DiffSection;
}

export interface DeployPreview {
  channel: MenuChannel;
  storeId: number;
  baseVersion: { id: number; createdAt: string } | null;
  diff: MenuDiff;
}

export interface MenuVersion {
  id: number;
  channel: MenuChannel;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  productsCount: number;
  modifiersCount: number;
  rollbackOf: number | null;
}

export interface JobStarted {
  jobId: string;
}

const storePath = (storeId: number) => `/api/admin/v1/stores/${storeId}`;

export const menuSyncKeys = {
  versions: (storeId: number, channel: MenuChannel) => ['menu-versions', storeId, channel] as const,
  preview: (storeId: number, channel: MenuChannel, versionId?: number) =>
    ['menu-deploy-preview', storeId, channel, versionId ?? null] as const,
};

/** What a deploy (or a rollback to `versionId`) would change on the channel; changes nothing. */
export function previewDeploy(storeId: number, channel: MenuChannel, versionId?: number) {
  return request<DeployPreview>(`${storePath(storeId)}/deploy_menu`, {
    method: 'POST',
    body: { channel, dryRun: true, versionId },
  });
}

export function startDeploy(storeId: number, channel: MenuChannel, versionId?: number) {
  return request<JobStarted>(`${storePath(storeId)}/deploy_menu`, {
    method: 'POST',
    body: { channel, versionId },
  });
}

export function startImport(storeId: number, channel: MenuChannel) {
  return request<JobStarted>(`${storePath(storeId)}/fetch_menu/${channel}`, { method: 'POST' });
}

export function useMenuVersions(storeId: number, channel: MenuChannel) {
  return useQuery({
    queryKey: menuSyncKeys.versions(storeId, channel),
    queryFn: () =>
      request<Paged<MenuVersion>>(`${storePath(storeId)}/menu_versions`, {
        params: { channel, limit: 20 },
      }),
  });
}
