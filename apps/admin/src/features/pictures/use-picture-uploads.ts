import { pictureFileProblem } from '@tablero/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/http/index.js';
import { type ShownPicture, uploadPicture } from './api.js';

/** A file on its way up: its local preview and progress, or why it was refused. */
export interface PictureUpload {
  key: string;
  name: string;
  previewUrl: string | null;
  progress: number;
  error: string | null;
}

let counter = 0;

/**
 * Uploads files one after another and hands each uploaded picture to `onUploaded`. A file the
 * rules refuse (type, 1.5 MB) is never sent; the API's refusal of one that lies is shown as is.
 */
export function usePictureUploads(onUploaded: (picture: ShownPicture) => void) {
  const [uploads, setUploads] = useState<PictureUpload[]>([]);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const change = useCallback(
    (key: string, patch: Partial<PictureUpload>) =>
      setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u))),
    [],
  );

  const add = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        const problem = pictureFileProblem(file);
        const previewUrl = problem ? null : URL.createObjectURL(file);
        if (previewUrl) previews.current.push(previewUrl);
        setUploads((all) => [
          ...all,
          { key, name: file.name, previewUrl, progress: 0, error: problem ?? null },
        ]);
        if (problem) continue;
        try {
          const picture = await uploadPicture(file, (progress) => change(key, { progress }));
          setUploads((all) => all.filter((u) => u.key !== key));
          onUploaded(picture);
        } catch (error) {
          change(key, { error: isApiError(error) ? error.message : String(error) });
        }
      }
    },
    [change, onUploaded],
  );

  const dismiss = useCallback((key: string) => setUploads((all) => all.filter((u) => u.key !== key)), []);
  return { uploads, add, dismiss };
}
