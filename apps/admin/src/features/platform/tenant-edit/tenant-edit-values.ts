import {
  type consolidationReports,
  fieldErrorsOf,
  type SubscriptionStatus,
  tenantPatchBody,
} from '@tablero/domain';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import type { PlatformTenant } from '../api.js';
import { tenantFieldErrors } from '../tenant-form/tenant-field-errors.js';

type ConsolidationReport = (typeof consolidationReports)[number];

/** What the platform decides for a saved brand (`PATCH /platform/tenants/{id}`). */
export interface TenantEditValues extends Record<string, unknown> {
  name: string;
  hostNames: string[];
  features: string[];
  subscriptionStatus: SubscriptionStatus;
  active: boolean;
  hiddenMenuItems: string[];
  consolidationReport: ConsolidationReport;
}

const consolidationOf = (value: string | null): ConsolidationReport =>
  value === 'weekly' || value === 'monthly' ? value : 'none';

export function tenantEditValues(tenant: PlatformTenant): TenantEditValues {
  return {
    name: tenant.name,
    hostNames: tenant.hostNames,
    features: tenant.features,
    subscriptionStatus: tenant.subscriptionStatus,
    active: tenant.active,
    hiddenMenuItems: tenant.hiddenMenuItems,
    // Never set reads as none: the payments screen is off either way.
    consolidationReport: consolidationOf(tenant.consolidationReport),
  };
}

function wireOf(values: TenantEditValues): Record<string, unknown> {
  return {
    name: values.name,
    host_names: values.hostNames,
    features: values.features,
    subscription_status: values.subscriptionStatus,
    active: values.active,
    hidden_menu_items: values.hiddenMenuItems,
    consolidation_report: values.consolidationReport,
  };
}

const sameSet = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item) => b.includes(item))
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the fields that differ from the saved brand; empty when none. Lists are sets here (features
 * ticked in another order are no change), while the host names' order is kept as typed.
 */
export function tenantPatchOf(saved: TenantEditValues, edited: TenantEditValues): Record<string, unknown> {
  const before = wireOf(saved);
  return Object.fromEntries(
    Object.entries(wireOf(edited)).filter(([key, value]) =>
      key === 'host_names'
        ? JSON.stringify(before[key]) !== JSON.stringify(value)
        : !sameSet(before[key], value),
    ),
  );
}

/** The API's own rules (`tenantPatchBody`) on the change, by form input. */
export function checkTenantPatch(patch: Record<string, unknown>): FieldErrors {
  const result = tenantPatchBody.safeParse(patch);
  const hosts = Array.isArray(patch.host_names) ? (patch.host_names as string[]) : [];
  return result.success ? {} : tenantFieldErrors(fieldErrorsOf(result.error), hosts);
}
