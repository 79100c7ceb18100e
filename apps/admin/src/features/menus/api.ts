import { useQuery } from '@tanstack/react-query';
import { type Paged, request } from '../../shared/http/index.js';

export interface MenuOption {
  id: number;
  name: string;
}

export const menuKeys = {
  all: ['menus'] as const,
  options: () => [...menuKeys.all, 'options'] as const,
};

/** Every menu of the tenant by name, for pickers and filters (a brand has a handful). */
export function useMenuOptions(enabled = true) {
  return useQuery({
    queryKey: menuKeys.options(),
    queryFn: () => request<Paged<MenuOption>>('/api/admin/v1/menus', { params: { limit: 100 } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
