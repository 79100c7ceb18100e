import {
  DEFAULT_PAGE_SIZE,
  type MenuView,
  type menuListRow,
  type PublicMenu,
  type PublicMenuQuery,
} from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export interface MenuOption {
  id: number;
  name: string;
}

export type MenuRow = Camelize<z.infer<typeof menuListRow>>;
export type Menu = Camelize<MenuView>;
export type CustomerMenu = Camelize<PublicMenu>;

/** A product as the menu editors show it; `pictures` comes with the products area's pictures. */
export interface CatalogueProduct {
  id: number;
  name: string;
  priceProduct: number;
  description?: string | null;
  pictures?: { id: number; url: string; smallUrl: string | null }[];
}

export interface MenuListParams {
  page: number;
  query?: string;
}

export const menuKeys = {
  all: ['menus'] as const,
  options: () => [...menuKeys.all, 'options'] as const,
  lists: () => [...menuKeys.all, 'list'] as const,
  list: (params: MenuListParams) => [...menuKeys.lists(), params] as const,
  detail: (id: number) => [...menuKeys.all, 'detail', id] as const,
  stores: (id: number) => [...menuKeys.all, 'stores', id] as const,
  customer: (query: PublicMenuQuery) => [...menuKeys.all, 'customer', query] as const,
};

const MENUS = '/api/admin/v1/menus';
const menuPath = (id: number) => `${MENUS}/${id}`;

/** Every menu of the tenant by name, for pickers and filters (a brand has a handful). */
export function useMenuOptions(enabled = true) {
  return useQuery({
    queryKey: menuKeys.options(),
    queryFn: () => request<Paged<MenuOption>>(MENUS, { params: { limit: 100 } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useMenus(params: MenuListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params, query: params.query || undefined };
  return useQuery({
    queryKey: menuKeys.list(query),
    queryFn: () => request<Paged<MenuRow>>(MENUS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /menus/{id}`; another tenant's or a deleted menu answers null so the page says so in place. */
export function useMenu(id: number | null) {
  return useQuery({
    queryKey: menuKeys.detail(id ?? 0),
    queryFn: async () => {
      try {
        return await request<Menu>(menuPath(id ?? 0));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
  });
}

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(menuPath(id), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  });
}

/**
 * Deletes many menus one by one (there is no bulk delete call); answers the failures' messages,
 * which name the stores still given a menu.
 */
export function useDeleteMenus(): (ids: number[]) => Promise<string[]> {
  const client = useQueryClient();
  return useCallback(
    async (ids) => {
      const results = await Promise.allSettled(ids.map((id) => request(menuPath(id), { method: 'DELETE' })));
      await client.invalidateQueries({ queryKey: menuKeys.all });
      return results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason instanceof Error ? r.reason.message : String(r.reason)] : [],
      );
    },
    [client],
  );
}

/** A menu body in wire spelling (built by the menu form), sent as it is. */
export type MenuBody = Record<string, unknown>;

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */
export function useSaveMenu(): (id: number | null, body: MenuBody) => Promise<Menu> {
  const client = useQueryClient();
  return useCallback(
    async (id, body) => {
      const menu = await request<Menu>(id === null ? MENUS : menuPath(id), {
        method: id === null ? 'POST' : 'PATCH',
        body,
      });
      client.setQueryData(menuKeys.detail(menu.id), menu);
      await client.invalidateQueries({ queryKey: menuKeys.lists() });
      await client.invalidateQueries({ queryKey: menuKeys.options() });
      return menu;
    },
    [client],
  );
}

/** Products whose name contains the text, for the product pickers. */
export function useProductSearch(text: string, enabled = true) {
  return useQuery({
    queryKey: ['products', 'search', text] as const,
    queryFn: () =>
      request<Paged<CatalogueProduct>>('/api/admin/v1/products', {
        params: { query: text || undefined, limit: 20 },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Every product of the tenant (pages of 100), for the pictures of the visual editor's cards. */
export function useCatalogue() {
  return useQuery({
    queryKey: ['products', 'catalogue'] as const,
    queryFn: async () => {
      const products: CatalogueProduct[] = [];
      let page: number | null = 1;
      while (page !== null) {
        const answer: Paged<CatalogueProduct> = await request<Paged<CatalogueProduct>>(
          '/api/admin/v1/products',
          { params: { page, limit: 100 } },
        );
        products.push(...answer.data);
        page = answer.meta.nextPage;
      }
      return new Map(products.map((p) => [p.id, p]));
    },
    staleTime: 60_000,
  });
}

/** The stores given this menu (the customer preview picks one). */
export function useMenuStores(menuId: number, enabled = true) {
  return useQuery({
    queryKey: menuKeys.stores(menuId),
    queryFn: () =>
      request<Paged<{ id: number; name: string; enabled?: boolean }>>('/api/admin/v1/stores', {
        params: { menu_ids: String(menuId), limit: 100 },
      }),
    enabled,
  });
}

/** `GET /api/public/v2/prices`: exactly what a storefront shows right now. */
export function useCustomerMenu(query: PublicMenuQuery | null) {
  return useQuery({
    queryKey: menuKeys.customer(query ?? { platform: 'web', dispatch_method: 'delivery' }),
    queryFn: () => request<CustomerMenu>('/api/public/v2/prices', { params: { ...query }, admin: false }),
    enabled: query !== null,
    staleTime: 0,
  });
}
