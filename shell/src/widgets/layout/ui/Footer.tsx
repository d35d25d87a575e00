import { getEventBus } from 'shared-kit';
import { useSite } from '../../../entities/site';
import { messages } from '../../../messages';
import { MenuLink } from './MenuLink';

const SOCIALS = [
  ['vkontakte', 'ВКонтакте'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const;

const CARDS = [
  ['MIR_CARD', 'Мир'],
  ['VISA_CARD', 'Visa'],
  ['MASTERCARD', 'Mastercard'],
  ['MAESTRO_CARD', 'Maestro'],
] as const;

/** Footer: footer menu, contacts, socials and payment card logos from the server configuration. */
export function Footer() {
  const { configs, files, nav } = useSite();
  const siteName = configs.SITE_NAME || 'Здоровье+';
  return (
    <footer className="sh-footer">
      <div className="sh-container sh-footer__grid">
        <nav aria-label="Меню подвала" className="sh-footer__menu">
          {nav.footer_menu.map((item) => (
            <div key={item.id} className="sh-footer__group">
              <MenuLink item={item} className="sh-footer__heading" />
              {item.children.map((child) => (
                <MenuLink key={child.id} item={child} />
              ))}
            </div>
          ))}
        </nav>
        <section aria-label={messages.contacts} className="sh-footer__contacts">
          <h2>{messages.contacts}</h2>
          {configs.MAIN_PHONE && <a href={`tel:${configs.MAIN_PHONE.replace(/[^\d+]/g, '')}`}>{configs.MAIN_PHONE}</a>}
          {configs.MAIN_EMAIL && <a href={`mailto:${configs.MAIN_EMAIL}`}>{configs.MAIN_EMAIL}</a>}
          {configs.HEADER_STORE_LEFT_ADDRESS_NAME && <span>{configs.HEADER_STORE_LEFT_ADDRESS_NAME}</span>}
          {configs.HEADER_STORE_RIGHT_ADDRESS_NAME && <span>{configs.HEADER_STORE_RIGHT_ADDRESS_NAME}</span>}
          <button
            type="button"
            className="sk-btn sk-btn--secondary sh-footer__write"
            onClick={() => getEventBus().emit('shell:modal-requested', { name: 'feedback' })}
          >
            {messages.feedbackTitle}
          </button>
          <button
            type="button"
            className="sk-btn sk-btn--secondary sh-footer__write"
            onClick={() => getEventBus().emit('shell:modal-requested', { name: 'leaveApplication-modal' })}
          >
            {messages.leaveApplication}
          </button>
          {files.HEADER_PRICE_LIST_FILE && (
            <a href={files.HEADER_PRICE_LIST_FILE} download>
              {messages.priceList}
            </a>
          )}
        </section>
        <section aria-label={messages.socials} className="sh-footer__socials">
          <h2>{messages.socials}</h2>
          {SOCIALS.filter(([key]) => configs[key]).map(([key, title]) => (
            <a key={key} href={configs[key]} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ))}
          <h2>{messages.payWith}</h2>
          <div className="sh-footer__cards">
            {CARDS.filter(([key]) => configs[key]).map(([key, title]) => (
              <img key={key} src={configs[key]} alt={title} width={38} height={24} loading="lazy" decoding="async" />
            ))}
          </div>
        </section>
      </div>
      <p className="sh-container sh-footer__copy">
        © {new Date().getFullYear()} {siteName}. {messages.rights}
      </p>
    </footer>
  );
}
