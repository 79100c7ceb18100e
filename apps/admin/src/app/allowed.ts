import { type CurrentUser, can } from '../shared/session/index.js';
import type { RouteAccess } from './route-table.js';

export function allowed(user: CurrentUser | null, access: RouteAccess): boolean {
  if (access === 'public') return true;
  if (access === 'signed-in') return user !== null;
  return can(user, access, 'show');
}
