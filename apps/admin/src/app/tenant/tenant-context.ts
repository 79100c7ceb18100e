import { createContext, useContext } from 'react';
import type { Tenant } from './load-tenant.js';

export const TenantContext = createContext<Tenant | null>(null);

export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside the tenant provider');
  return tenant;
}
