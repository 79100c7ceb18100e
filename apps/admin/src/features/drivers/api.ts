import type { DriverStatus, DriverView, OrderView } from '@tablero/domain';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';

export type Driver = Camelize<DriverView>;

export interface DriverListParams {
  page: number;
  limit?: number;
  storeId?: number;
  status?: DriverStatus;
  query?: string;
}

export const driverKeys = {
  all: ['drivers'] as const,
  lists: () => [...driverKeys.all, 'list'] as const,
  list: (params: DriverListParams) => [...driverKeys.lists(), params] as const,
};

const DRIVERS = '/api/admin/v1/drivers';

/** `GET /drivers`, by name. */
export function useDrivers(params: DriverListParams, enabled = true) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: driverKeys.list(query),
    queryFn: () => request<Paged<Driver>>(DRIVERS, { params: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface DriverFields {
  name: string;
  kind: Driver['kind'];
  maxCapacity: number;
  storeId: number;
  status: DriverStatus;
}

/** Creates (no id) or changes a driver; a plain call, so the form shows a 422 under its fields. */
export async function saveDriver(id: number | null, fields: Partial<DriverFields>): Promise<Driver> {
  return id === null
    ? request<Driver>(DRIVERS, { method: 'POST', body: fields })
    : request<Driver>(`${DRIVERS}/${id}`, { method: 'PATCH', body: fields });
}

export function useDeleteDriver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (driver: Driver) => request(`${DRIVERS}/${driver.id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: driverKeys.lists() }),
  });
}

/** `POST /kds/store/{storeId}/drivers/{id}/dispatch`: ready delivery orders leave with the driver. */
export function useDispatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ driver, orderIds }: { driver: Driver; orderIds: number[] }) =>
      request<{ driver: Driver; orders: Camelize<OrderView>[] }>(
        `/api/admin/v1/kds/store/${driver.storeId}/drivers/${driver.id}/dispatch`,
        { method: 'POST', body: { orderIds } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: driverKeys.lists() }),
  });
}
