import type { PictureUploadTicket } from '@tablero/domain';
import { apiErrorFrom, type Camelize, request } from '../../shared/http/index.js';

/** A picture something shows: its id and the URL of the image to preview. */
export interface ShownPicture {
  id: number;
  url: string;
}

type Ticket = Camelize<PictureUploadTicket>;

/** The PUT of the bytes to the signed URL, with upload progress (fetch cannot report it). */
function putBytes(url: string, file: File, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const body = () => {
      try {
        return JSON.parse(xhr.responseText) as unknown;
      } catch {
        return undefined;
      }
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve(body()) : reject(apiErrorFrom(xhr.status, body()));
    xhr.onerror = () => reject(apiErrorFrom(0, undefined));
    xhr.send(file);
  });
}

/**
 * Spec part 2 §7: `POST /pictures` (name, type, category photo) answers a signed URL, then the file
 * is PUT to it. Answers the uploaded picture with the URL of its 300×300 crop.
 */
export async function uploadPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ShownPicture> {
  const ticket = await request<Ticket>('/api/admin/v1/pictures', {
    method: 'POST',
    body: { name: file.name.slice(0, 255), type: file.type, category: 'photo' },
  });
  const uploaded = (await putBytes(ticket.uploadUrl, file, onProgress)) as {
    id: number;
    small_cropped_url: string | null;
    url: string | null;
  };
  return { id: uploaded.id, url: uploaded.small_cropped_url ?? uploaded.url ?? '' };
}
