import {
  type CouponImportResult,
  type CouponKind,
  type CouponListRow,
  type CouponView,
  DEFAULT_PAGE_SIZE,
  type PaymentMethodKey,
} from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request, requestFile } from '../../shared/http/index.js';
import { saveFile } from '../../shared/ui/save-file.js';

export type CouponRow = Camelize<CouponListRow>;
export type Coupon = Camelize<CouponView>;
export type CouponValidity = 'active' | 'expired' | 'upcoming';

export interface CouponListParams {
  page: number;
  limit?: number;
  query?: string;
  enabled?: 'true' | 'false';
  kind?: CouponKind;
  storeId?: number;
  validity?: CouponValidity;
}

/** Query keys of the coupons area; writes invalidate `lists` and set the detail. */
export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (params: CouponListParams) => [...couponKeys.lists(), params] as const,
  detail: (id: number) => [...couponKeys.all, 'detail', id] as const,
  paymentMethods: () => [...couponKeys.all, 'payment-methods'] as const,
};

const COUPONS = '/api/admin/v1/coupons';
const couponPath = (id: number) => `${COUPONS}/${id}`;

/** `GET /coupons?page&limit&query&enabled&kind&store_id&validity`, newest first. */
export function useCoupons(params: CouponListParams, enabled = true) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: couponKeys.list(query),
    queryFn: () => request<Paged<CouponRow>>(COUPONS, { params: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /coupons/{id}`; null when it does not exist (or is another tenant's), shown in place. */
export function useCoupon(id: number) {
  return useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<Coupon>(couponPath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A coupon body in wire spelling (built by the form). */
export type CouponBody = Record<string, unknown>;

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */
export function useSaveCoupon(id: number | null): (body: CouponBody) => Promise<Coupon> {
  const client = useQueryClient();
  return useCallback(
    async (body: CouponBody) => {
      const coupon = await request<Coupon>(id === null ? COUPONS : couponPath(id), {
        method: id === null ? 'POST' : 'PATCH',
        body,
      });
      client.setQueryData(couponKeys.detail(coupon.id), coupon);
      await client.invalidateQueries({ queryKey: couponKeys.lists() });
      return coupon;
    },
    [client, id],
  );
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel workbook by its type or, when the browser gives none, its name. */
const isWorkbook = (file: Blob) =>
  file.type === XLSX_TYPE || (file instanceof File && file.name.toLowerCase().endsWith('.xlsx'));

/** What `POST /coupons/import_csv` answers; each refused row keeps its cells under the file's column names. */
export type CouponImportAnswer = CouponImportResult;

/**
 * `POST /coupons/import_csv` with the file as the body. The answer is read as sent (not camelized):
 * a refused row's cells are keyed by the file's own column names, which the failed-rows download
 * writes back as they were.
 */
export function useImportCoupons(): (file: Blob) => Promise<CouponImportAnswer> {
  const client = useQueryClient();
  return useCallback(
    async (file: Blob) => {
      const type = isWorkbook(file) ? XLSX_TYPE : 'text/csv';
      const answer = await requestFile(`${COUPONS}/import_csv`, 'resultado.json', {
        method: 'POST',
        body: new Blob([file], { type }),
      });
      await client.invalidateQueries({ queryKey: couponKeys.lists() });
      return JSON.parse(await answer.blob.text()) as CouponImportAnswer;
    },
    [client],
  );
}

/** `GET /coupons/import_template`, saved as the file the API names. */
export async function downloadCouponTemplate(): Promise<void> {
  const { blob, fileName } = await requestFile(`${COUPONS}/import_template`, 'plantilla-cupones.csv');
  saveFile(blob, fileName);
}

/** `POST /coupons/generate`: the job that makes the codes (followed at `GET /core_job`). */
export async function startCodeGeneration(body: {
  couponId: number;
  quantity: number;
  prefix: string;
}): Promise<string> {
  const { jobId } = await request<{ jobId: string }>(`${COUPONS}/generate`, { method: 'POST', body });
  return jobId;
}

/** The codes a finished generation job made, from the job's `file_url`. */
export async function downloadGeneratedCodes(fileUrl: string): Promise<void> {
  const { blob, fileName } = await requestFile(fileUrl, 'codigos-generados.csv');
  saveFile(blob, fileName);
}

/** `DELETE /coupons/{id}`; a used coupon answers 409 (1019) and the caller shows why. */
export function deleteCoupon(id: number): Promise<unknown> {
  return request(couponPath(id), { method: 'DELETE' });
}

type CouponPage = Paged<CouponRow>;

/**
 * `PATCH /coupons/{id} { enabled }` from the list: the row flips at once in every cached page and
 * flips back if the server refuses; the lists are read again either way.
 */
export function useSwitchCoupon() {
  const client = useQueryClient();
  const setEnabled = (id: number, enabled: boolean) =>
    client.setQueriesData<CouponPage>(
      { queryKey: couponKeys.lists() },
      (page) =>
        page && { ...page, data: page.data.map((row) => (row.id === id ? { ...row, enabled } : row)) },
    );
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      request<Coupon>(couponPath(id), { method: 'PATCH', body: { enabled } }),
    onMutate: async ({ id, enabled }) => {
      await client.cancelQueries({ queryKey: couponKeys.lists() });
      setEnabled(id, enabled);
    },
    onError: (_error, { id, enabled }) => setEnabled(id, !enabled),
    onSuccess: (coupon) => client.setQueryData(couponKeys.detail(coupon.id), coupon),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}

/** `GET /coupons/payment_methods`: the methods some store offers, the only ones a coupon may name. */
export function useCouponPaymentMethods() {
  return useQuery({
    queryKey: couponKeys.paymentMethods(),
    queryFn: () => request<{ data: PaymentMethodKey[] }>(`${COUPONS}/payment_methods`),
    staleTime: 5 * 60_000,
  });
}

/** A price group as pickers show it: its name and its menu's. */
export interface PriceGroupOption {
  id: number;
  name: string;
  menuName: string;
}

const PRICE_GROUPS = '/api/admin/v1/price_groups';

/** Price groups whose name contains the text (`GET /price_groups?query`), for the coupon's picker. */
export function usePriceGroupSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['price-groups', 'search', text] as const,
    queryFn: () =>
      request<Paged<PriceGroupOption>>(PRICE_GROUPS, { params: { query: text || undefined, limit: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The names of the products and price groups a saved coupon names (it carries only ids);
 * `pending` until every lookup has answered. A lookup that fails leaves that one shown by its id.
 */
export function useCouponableNames(coupon: Coupon): { names: Map<string, string>; pending: boolean } {
  const productIds = coupon.couponables
    .filter((c) => c.couponableType === 'product')
    .map((c) => c.couponableId);
  const groupIds = new Set(
    coupon.couponables.filter((c) => c.couponableType === 'price_group').map((c) => c.couponableId),
  );
  const lookup = useQuery({
    queryKey: [...couponKeys.detail(coupon.id), 'couponable-names'] as const,
    queryFn: async () => {
      const names = new Map<string, string>();
      const products = await Promise.allSettled(
        productIds.map((id) => request<{ id: number; name: string }>(`/api/admin/v1/products/${id}`)),
      );
      for (const found of products)
        if (found.status === 'fulfilled') names.set(`product:${found.value.id}`, found.value.name);
      if (groupIds.size > 0) {
        const groups = await allPriceGroups().catch(() => []);
        for (const group of groups)
          if (groupIds.has(group.id)) names.set(`price_group:${group.id}`, priceGroupLabel(group));
      }
      return names;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { names: lookup.data ?? new Map(), pending: lookup.isPending };
}

/** "Precios local (Carta)": a group's name says little without its menu's. */
export const priceGroupLabel = (group: PriceGroupOption) => `${group.name} (${group.menuName})`;

async function allPriceGroups(): Promise<PriceGroupOption[]> {
  const groups: PriceGroupOption[] = [];
  let page: number | null = 1;
  while (page !== null) {
    const answer: Paged<PriceGroupOption> = await request<Paged<PriceGroupOption>>(PRICE_GROUPS, {
      params: { page, limit: 100 },
    });
    groups.push(...answer.data);
    page = answer.meta.nextPage;
  }
  return groups;
}
