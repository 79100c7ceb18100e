import { ErrorCode, MAX_PICTURE_BYTES, picture } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { PictureUploadService } from './picture-upload.service.js';
import { originOf } from './pictures.routes.js';

const tags = ['files'];
const tokenParam = z.object({ token: z.string().min(1).max(2048) });
/** The URL is the credential: no session, no tenant header (the token names the tenant). */
const signedUrl = { access: 'public', tenant: 'none' } as const;

export const rawBodyMessages = {
  notAnImage:
    'Envía la imagen como cuerpo de la solicitud, con Content-Type image/jpeg, image/png o image/webp',
} as const;

/** The files behind the signed URLs the pictures API hands out (local-disk storage). */
export const pictureFilesRoutes: FastifyPluginAsyncZod<{ uploads: PictureUploadService }> = async (
  app,
  { uploads },
) => {
  // This plugin's routes take raw image bytes and nothing else (JSON included).
  app.removeAllContentTypeParsers();
  const rawImage = { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES } as const;
  const keepBytes = (_request: unknown, body: Buffer | string, done: (error: null, body: unknown) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\//, rawImage, keepBytes);
  app.addContentTypeParser('application/octet-stream', rawImage, keepBytes);
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(ErrorCode.unsupportedMediaType, rawBodyMessages.notAnImage)),
  );

  app.put(
    '/uploads/:token',
    {
      bodyLimit: MAX_PICTURE_BYTES,
      schema: {
        tags,
        summary: 'Upload the file of a picture to the signed URL `POST /pictures` answered',
        description:
          'The body is the raw image (Content-Type image/*; the bytes decide the type): JPG, PNG or ' +
          'WebP up to 1.5 MB (413/1006 above, 415/1007 another type, 422 on `file` for an empty or ' +
          'damaged image). Metadata is stripped and a 300×300 WebP thumbnail made. The URL works ' +
          'once; expired, used or altered → 401/1004. Nothing is stored when the upload fails.',
        params: tokenParam,
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
        response: { 200: picture },
      },
      config: signedUrl,
    },
    (request) =>
      uploads.upload(
        request.params.token,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        request.id,
        originOf(request),
      ),
  );

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'A stored file behind a signed, expiring URL',
        params: tokenParam,
        response: { 200: z.any().describe('The image bytes') },
      },
      config: signedUrl,
    },
    async (request, reply) => {
      const file = await uploads.read(request.params.token);
      const maxAge = Math.max(0, file.expiresAt - Math.floor(Date.now() / 1000));
      return (
        reply
          .type(file.contentType)
          .header('cache-control', `private, max-age=${maxAge}, immutable`)
          .header('content-security-policy', "default-src 'none'")
          // The storefronts showing the menu live on other origins; helmet's same-origin would hide them.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes)
      );
    },
  );
};
