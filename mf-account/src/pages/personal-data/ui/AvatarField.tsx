import { useState } from 'react';
import { Button } from 'shared-kit';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { infoLoaded, useAccountDispatch } from '../../../entities/account';
import { serverDetail, useSetAvatarMutation } from '../../../shared/api';
import { messages } from '../../../messages';

const text = messages.data;

/** Largest picture sent; the server checks again. */
const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The customer's picture with 'Загрузить фото' and 'Удалить фото'. */
export function AvatarField({ info, onChanged }: { info: AccountInfoDto; onChanged: (info: AccountInfoDto) => void }) {
  const dispatch = useAccountDispatch();
  const [setAvatar] = useSetAvatarMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (work: () => Promise<AccountInfoDto>) => {
    setBusy(true);
    setError(null);
    try {
      const account = await work();
      dispatch(infoLoaded(account));
      onChanged(account);
    } catch (failure) {
      console.warn('[mf_account] avatar change failed', failure);
      setError(serverDetail(failure) ?? text.avatarFailed);
    } finally {
      setBusy(false);
    }
  };

  const initials = [info.name, info.surname].map((part) => part.trim().charAt(0)).join('').toUpperCase();
  return (
    <section className="mfa-card mfa-avatar" aria-label={text.avatar}>
      {info.image ? (
        <img className="mfa-avatar__image" src={info.image} alt={text.avatar} width={80} height={80} decoding="async" />
      ) : (
        <span className="mfa-avatar__image mfa-avatar__image--empty" aria-hidden="true">
          {initials}
        </span>
      )}
      <div className="mfa-avatar__actions">
        <label className="sk-btn sk-btn--secondary mfa-avatar__upload" aria-disabled={busy || undefined}>
          {text.avatarUpload}
          <input
            className="mfa-avatar__input"
            type="file"
            accept={TYPES.join(',')}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (!TYPES.includes(file.type) || file.size > MAX_BYTES) {
                setError(text.avatarInvalid);
                return;
              }
              void apply(() => setAvatar(file).unwrap());
            }}
          />
        </label>
        {info.image && (
          <Button variant="secondary" disabled={busy} onClick={() => void apply(() => setAvatar(null).unwrap())}>
            {text.avatarRemove}
          </Button>
        )}
        <p className="mfa-form__hint">{text.avatarHint}</p>
        {error && (
          <p role="alert" className="mfa-form__error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
