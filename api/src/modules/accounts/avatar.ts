import type { AccountInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { notFound, unauthorized } from '../../shared/http-error';
import { badRequest } from './account-messages';
import type { AccountsRepository } from './accounts-repository';
import { newKey } from './keys';
import { toAccountInfo } from './sessions';

/** Largest avatar accepted. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const avatarMessages = {
  invalid: 'Загрузите фотографию в формате JPEG, PNG или WebP размером до 2 МБ',
  notFound: 'Фотография не найдена',
} as const;

const TYPES = [
  { type: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', ext: 'webp', test: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
] as const;

/** The picture's real type, read from its first bytes (the name and the browser's word are not trusted). */
export function imageTypeOf(data: Buffer): (typeof TYPES)[number] | null {
  return TYPES.find((candidate) => candidate.test(data)) ?? null;
}

/** `POST /api/personal/avatar`: a JPEG, PNG or WebP of at most 2 MB becomes the account's picture. */
export async function saveAvatar(accounts: AccountsRepository, identity: Identity, data: Buffer | null): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const kind = data && data.length <= AVATAR_MAX_BYTES ? imageTypeOf(data) : null;
  if (!data || !kind) throw badRequest(avatarMessages.invalid, 'INVALID_IMAGE');
  const fileName = `${newKey()}.${kind.ext}`;
  const account = await accounts.saveAvatar(identity.accountId, { fileName, contentType: kind.type, data, url: `/api/media/avatars/${fileName}` });
  if (!account) throw unauthorized();
  return toAccountInfo(account);
}

/** `POST /api/personal/avatar/remove`: the account goes back to no picture. */
export async function removeAvatar(accounts: AccountsRepository, identity: Identity): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const account = await accounts.saveAvatar(identity.accountId, null);
  if (!account) throw unauthorized();
  return toAccountInfo(account);
}

/** `GET /api/media/avatars/{file}`: the stored picture. */
export async function readAvatar(accounts: AccountsRepository, fileName: string): Promise<{ content_type: string; data: Buffer }> {
  const avatar = await accounts.findAvatar(fileName);
  if (!avatar) throw notFound(avatarMessages.notFound);
  return avatar;
}
