/**
 * The tenant whose choices the theme follows. The Mantine and direction providers sit above the
 * start-up loader, so they learn the tenant from here once start-up has read it.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setActiveTenant(tenant: string): void {
  if (tenant === current) return;
  current = tenant;
  for (const listener of listeners) listener();
}

export function activeTenant(): string | null {
  return current;
}

export function subscribeActiveTenant(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
