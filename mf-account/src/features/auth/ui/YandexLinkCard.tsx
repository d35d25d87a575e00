import { useEffect, useState } from 'react';
import { Button } from 'shared-kit';
import { serverDetail, useLazyYandexLinkQuery, useUnlinkYandexIdMutation, type YandexLink } from '../../../shared/api';
import { messages } from '../../../messages';
import { useYandexAvailable } from '../model/useYandexAvailable';
import { clearYandexReturn, currentReturnTo, readYandexReturn, yandexStartUrl } from '../model/yandexReturn';
import { YandexLogo } from './YandexLogo';
import './YandexId.css';

const text = messages.yandexId;

/**
 * The cabinet's Yandex ID: linked (with the Yandex login) and «Отвязать», or «Привязать Яндекс ID», which
 * takes the customer to Yandex and back here. The result of that trip comes in the address and is shown
 * once. Hidden while the shop has no Yandex ID.
 */
export function YandexLinkCard() {
  const available = useYandexAvailable();
  const [link, setLink] = useState<YandexLink | null>(null);
  const [getYandexLink] = useLazyYandexLinkQuery();
  const [unlinkYandexId] = useUnlinkYandexIdMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const found = readYandexReturn(window.location);
    if (found.linked) setOutcome({ ok: true, text: text.justLinked });
    else if (found.error) setOutcome({ ok: false, text: found.error });
    if (found.linked || found.error) clearYandexReturn();
  }, []);

  useEffect(() => {
    if (!available) return;
    let live = true;
    getYandexLink()
      .unwrap()
      .then((answer) => live && setLink(answer))
      .catch((error: unknown) => console.warn('[mf_account] Yandex ID link unknown', error));
    return () => {
      live = false;
    };
  }, [available, getYandexLink]);

  if (!available || !link) return null;

  const unlink = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setLink(await unlinkYandexId().unwrap());
      setOutcome({ ok: true, text: text.unlinked });
    } catch (error) {
      console.warn('[mf_account] Yandex ID unlink failed', error);
      setOutcome({ ok: false, text: serverDetail(error) ?? text.unlinkFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mfa-card mfa-yandex mfa-yandex-link" aria-labelledby="mfa-yandex-link-title">
      <h2 id="mfa-yandex-link-title" className="mfa-field__label">
        {text.cabinetTitle}
      </h2>
      {link.linked ? (
        <>
          <p className="mfa-yandex-link__state">
            <YandexLogo />
            <span>{link.login ? text.linkedAs(link.login) : text.linked}</span>
          </p>
          <div className="mfa-yandex-link__actions">
            <Button type="button" variant="secondary" onClick={() => void unlink()} disabled={busy}>
              {busy ? text.unlinking : text.unlink}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mfa-yandex-link__state">{text.notLinked}</p>
          <a className="mfa-yandex__button" href={yandexStartUrl(currentReturnTo(), 'link')}>
            <YandexLogo />
            <span>{text.link}</span>
          </a>
        </>
      )}
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'mfa-form__success' : 'mfa-form__error'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
