import { resolveDriverWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertDriver } from '../modules/drivers/drivers.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

const crews = [
  [
    { name: 'Matías Fuentes', kind: 'motorcycle', max_capacity: 3 },
    { name: 'Valentina Rojas', kind: 'bike', max_capacity: 2 },
    { name: 'Jorge Soto', kind: 'car', max_capacity: 6 },
  ],
  [
    { name: 'Catalina Muñoz', kind: 'motorcycle', max_capacity: 3 },
    { name: 'Benjamín Araya', kind: 'bike', max_capacity: 2 },
  ],
] as const;

/** Gives each demo store a crew of drivers, in the store, through the same rules as the API. */
export async function insertDemoDrivers(tx: Tx, tenant: TenantRecord, storeIds: number[]): Promise<void> {
  for (const [index, storeId] of storeIds.entries()) {
    for (const driver of crews[index % crews.length] ?? []) {
      const result = resolveDriverWrite(undefined, { ...driver, store_id: storeId });
      if ('errors' in result) throw new Error(`seed driver ${driver.name}: ${JSON.stringify(result.errors)}`);
      await insertDriver(tx, tenant.id, result.state);
    }
  }
}
