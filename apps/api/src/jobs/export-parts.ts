/** Where part `index` of an export's file is kept; the download sends the parts in order. */
export const exportPartKey = (tenantId: number, jobId: string, index: number) =>
  `tenants/${tenantId}/exports/${jobId}/part-${String(index).padStart(5, '0')}.csv`;
