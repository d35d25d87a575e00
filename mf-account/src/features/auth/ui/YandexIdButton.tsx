import { messages } from '../../../messages';
import { useYandexAvailable } from '../model/useYandexAvailable';
import { currentReturnTo, yandexStartUrl } from '../model/yandexReturn';
import { YandexLogo } from './YandexLogo';
import './YandexId.css';

const text = messages.yandexId;

/**
 * «Войти с Яндекс ID» in Yandex's style (black, white text, the «Я» mark), under the e-mail form of the
 * sign-in window. It is a link: the browser leaves for Yandex and comes back to this page. Hidden while
 * the shop has no Yandex ID application configured.
 */
export function YandexIdButton() {
  const available = useYandexAvailable();
  if (!available) return null;
  return (
    <div className="mfa-yandex">
      <p className="mfa-yandex__or">{text.or}</p>
      <a className="mfa-yandex__button" href={yandexStartUrl(currentReturnTo())}>
        <YandexLogo />
        <span>{text.signIn}</span>
      </a>
    </div>
  );
}
