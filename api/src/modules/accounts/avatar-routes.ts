import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AccountInfoDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { errorRef, langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { AVATAR_MAX_BYTES, readAvatar, removeAvatar, saveAvatar } from './avatar';

const accountInfo = {
  type: 'object',
  required: ['date_of_birth', 'email', 'gender', 'image', 'name', 'patronymic', 'phone', 'surname'],
  properties: {
    date_of_birth: { type: ['string', 'null'] },
    email: { type: 'string' },
    gender: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    name: { type: 'string' },
    patronymic: { type: 'string' },
    phone: { type: 'string' },
    surname: { type: 'string' },
  },
} as const;

/** The customer's picture: upload (multipart, field `image`), removal, and the public file. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.repositories;
  // One file, a little over the limit so that a too-large picture is told apart from a cut one.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: AVATAR_MAX_BYTES + 1 } });

  app.post<{ Reply: AccountInfoDto }>(
    '/api/personal/avatar',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Загрузить фотографию покупателя: multipart, поле image; JPEG, PNG или WebP до 2 МБ',
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: { ...langProperty } },
        response: { ...withAuthErrors({ 200: accountInfo }), 413: errorRef },
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      const data = file ? await file.toBuffer().catch(() => null) : null;
      return saveAvatar(accounts, request.identity, data);
    },
  );

  app.post<{ Reply: AccountInfoDto }>(
    '/api/personal/avatar/remove',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Удалить фотографию покупателя',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({ 200: accountInfo }),
      },
    },
    async (request) => removeAvatar(accounts, request.identity),
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/avatars/:file',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Фотография покупателя',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.(jpg|png|webp)$' } } },
        response: withErrors({}),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(accounts, request.params.file);
      // A new picture gets a new name, so a file never changes.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(avatar.content_type)
        .send(avatar.data);
    },
  );
}
