import {
  DEFAULT_PAGE_SIZE,
  type ModifierPositions,
  type ModifierType,
  type ModifierView,
} from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export type Modifier = Camelize<ModifierView>;
export type ModifierOptionRow = Modifier['children'][number];
type Positions = Camelize<ModifierPositions>['positions'];

export interface ModifierListParams {
  page: number;
  limit?: number;
  type?: ModifierType | '';
  query?: string;
}

const MODIFIERS = '/api/admin/v1/modifiers';
const modifierPath = (id: number) => `${MODIFIERS}/${id}`;

/** Query keys of the modifiers area; writes invalidate `all`. */
export const modifierKeys = {
  all: ['modifiers'] as const,
  lists: () => [...modifierKeys.all, 'list'] as const,
  list: (params: ModifierListParams) => [...modifierKeys.lists(), params] as const,
  detail: (id: number) => [...modifierKeys.all, 'detail', id] as const,
  parents: () => [...modifierKeys.all, 'parents'] as const,
};

export function useModifiers(params: ModifierListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: modifierKeys.list(query),
    queryFn: () => request<Paged<Modifier>>(MODIFIERS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Modifiers with options, for the "parent" picker (a brand has dozens, not thousands). */
export function useParentOptions() {
  return useQuery({
    queryKey: modifierKeys.parents(),
    queryFn: () => request<Paged<Modifier>>(MODIFIERS, { params: { type: 'parent', limit: 100 } }),
    staleTime: 60_000,
  });
}

/** `GET /modifiers/{id}`; one that does not exist (or is another tenant's) answers null. */
export function useModifier(id: number) {
  return useQuery({
    queryKey: modifierKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<Modifier>(modifierPath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A modifier body in the console's camelCase spelling (the client snake-cases it). */
export type ModifierBody = Record<string, unknown>;

/** Plain calls rather than mutations: the form shows a 422 under its fields, not as a toast. */
export const modifierCalls = {
  create: (body: ModifierBody) => request<Modifier>(MODIFIERS, { method: 'POST', body }),
  update: (id: number, body: ModifierBody) => request<Modifier>(modifierPath(id), { method: 'PATCH', body }),
};

export function useModifierActions() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: modifierKeys.all });
  const remove = useMutation({
    mutationFn: (id: number) => request(modifierPath(id), { method: 'DELETE' }),
    onSettled: settled,
  });
  const clone = useMutation({
    mutationFn: (id: number) => request<Modifier>(`${modifierPath(id)}/clone`, { method: 'POST' }),
    onSettled: settled,
  });
  const reorder = useMutation({
    mutationFn: (positions: Positions) =>
      request<{ positions: Positions }>(`${MODIFIERS}/positions`, { method: 'PATCH', body: { positions } }),
    onSettled: settled,
  });
  return { remove, clone, reorder };
}

/** After a save: the detail holds the answer, the lists refetch. */
export function useModifierSaved(): (modifier: Modifier) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (modifier: Modifier) => {
      client.setQueryData(modifierKeys.detail(modifier.id), modifier);
      await client.invalidateQueries({ queryKey: modifierKeys.lists() });
      await client.invalidateQueries({ queryKey: modifierKeys.parents() });
    },
    [client],
  );
}
