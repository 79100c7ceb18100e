import type { Picture } from '@tablero/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../../shared/http/index.js';

export type LibraryPicture = Camelize<Picture>;

const PICTURES = '/api/admin/v1/pictures';
export const LIBRARY_PAGE_SIZE = 24;
const libraryKey = ['pictures', 'library'] as const;

/** A page of the tenant's picture library (`GET /pictures`), while the picker is open. */
export function usePictureLibrary(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...libraryKey, page] as const,
    queryFn: () => request<Paged<LibraryPicture>>(PICTURES, { params: { page, limit: LIBRARY_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

/** One picture with its size (`GET /pictures/{id}`), as a new upload is read back; the library is read again. */
export function useReadUploadedPicture(): (id: number) => Promise<LibraryPicture> {
  const client = useQueryClient();
  return async (id) => {
    const picture = await request<LibraryPicture>(`${PICTURES}/${id}`);
    await client.invalidateQueries({ queryKey: libraryKey });
    return picture;
  };
}
