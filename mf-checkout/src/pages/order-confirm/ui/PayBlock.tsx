import { Button } from 'shared-kit';
import { messages } from '../../../messages';

const text = messages.confirm;

interface PayBlockProps {
  canceled: boolean;
  paying: boolean;
  payFailed: boolean;
  onPay: () => void;
}

/** A pending payment ('Оплатить') or a canceled one ('Оплатить снова'). */
export function PayBlock({ canceled, paying, payFailed, onPay }: PayBlockProps) {
  return (
    <div className={`mfo-confirm__pay${canceled ? ' mfo-confirm__pay--failed' : ''}`}>
      <p role={canceled ? 'alert' : 'status'}>{canceled ? text.canceled : text.pendingHint}</p>
      <Button disabled={paying} aria-busy={paying || undefined} onClick={onPay}>
        {paying ? text.paying : canceled ? text.payAgain : text.pay}
      </Button>
      {payFailed && (
        <p role="alert" className="mfo-page__error">
          {text.payFailed}
        </p>
      )}
    </div>
  );
}
