import { describe, expect, it } from 'vitest';
import { bulkEditStoresUrl } from '../urls.js';
import { formatStoreIds, parseStoreIds } from './store-ids-param.js';

describe('store ids in the URL', () => {
  it('reads the ids in the order given', () => {
    expect(parseStoreIds('3,1,2')).toEqual([3, 1, 2]);
  });

  it('keeps each id once', () => {
    expect(parseStoreIds('1,2,1')).toEqual([1, 2]);
  });

  it('drops what is not a positive id instead of failing', () => {
    expect(parseStoreIds('1,,abc,-4,0,2.5, 7 ,99999999999999999999')).toEqual([1, 7]);
  });

  it('reads no parameter as no stores', () => {
    expect(parseStoreIds(null)).toEqual([]);
    expect(parseStoreIds('')).toEqual([]);
  });

  it('removes the parameter when nothing is chosen', () => {
    expect(formatStoreIds([])).toBeNull();
    expect(formatStoreIds([4, 9])).toBe('4,9');
  });

  it('builds the link the list sends the selection to, and reads it back', () => {
    const url = new URL(bulkEditStoresUrl('schedules', [5, 8]), 'http://x');
    expect(url.pathname).toBe('/stores/bulk-edit/schedules');
    expect(parseStoreIds(url.searchParams.get('ids'))).toEqual([5, 8]);
    expect(bulkEditStoresUrl('payment-methods')).toBe('/stores/bulk-edit/payment-methods');
  });
});
