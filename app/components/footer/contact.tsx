import { contactFor } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { ChatIcon, PhoneIcon } from './icons';
import { columnHeading } from './link-columns';

const digits = (n: string) => n.replace(/\D/g, '');

/** Phone and chat numbers for the visitor's country: GB has its own, everyone else the Lagos ones. */
export function Contact() {
  const { country } = useCountry();
  const { phone, chat } = contactFor(country);
  const link = 'flex items-center gap-3 text-sm text-sand-100/85 transition-colors hover:text-sand-50';
  return (
    <div>
      <h2 className={columnHeading}>Contact</h2>
      <ul className="mt-4 space-y-3">
        <li>
          <a href={`tel:+${digits(phone)}`} className={link}>
            <PhoneIcon width={18} height={18} className="text-gold-400" />
            <span>
              <span className="sr-only">Call us on </span>
              {phone}
            </span>
          </a>
        </li>
        <li>
          <a href={`https://wa.me/${digits(chat)}`} target="_blank" rel="noopener noreferrer" className={link}>
            <ChatIcon width={18} height={18} className="text-gold-400" />
            <span>
              <span className="sr-only">Chat with us on WhatsApp: </span>
              {chat}
            </span>
          </a>
        </li>
      </ul>
      <p className="mt-4 text-xs text-sand-100/60">Monday to Saturday, 9am – 6pm</p>
    </div>
  );
}
