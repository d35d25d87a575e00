import type { AccountInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { notFound, unauthorized } from '../../shared/http-error';
import { reencodePicture } from '../media/index';
import { badRequest } from './account-messages';
import type { AccountsRepository } from './accounts-repository';
import { newKey } from '../../shared/keys';
import { toAccountInfo } from './sessions';

/** Largest avatar accepted. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const avatarMessages = {
  invalid: 'Загрузите фотографию в формате JPEG, PNG или WebP размером до 2 МБ',
  notFound: 'Фотография не найдена',
} as const;

/** Longest side of a stored avatar: it is shown at most a few hundred pixels wide. */
export const AVATAR_MAX_SIDE = 1024;

/**
 * `POST /api/personal/avatar`: a JPEG, PNG or WebP of at most 2 MB becomes the account's picture,
 * re-encoded (see {@link reencodePicture}): what is stored is what the shop encoded, never the upload.
 */
export async function saveAvatar(accounts: AccountsRepository, identity: Identity, data: Buffer | null): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const picture = data && data.length <= AVATAR_MAX_BYTES ? await reencodePicture(data, AVATAR_MAX_SIDE) : null;
  if (!picture) throw badRequest(avatarMessages.invalid, 'INVALID_IMAGE');
  const fileName = `${newKey()}.${picture.ext}`;
  const account = await accounts.saveAvatar(identity.accountId, { fileName, contentType: picture.type, data: picture.data, url: `/api/media/avatars/${fileName}` });
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
