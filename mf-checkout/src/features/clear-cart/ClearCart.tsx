import { useCallback, useState } from 'react';
import { Button, Modal } from 'shared-kit';
import { useClearCartMutation } from '../../entities/cart';
import { messages } from '../../messages';
import '../../shared/ui/blocks.css';

const text = messages.cart;

/** 'Очистить корзину': asks first, then `POST /api/cart/clear`. */
export function ClearCart() {
  const [clearCart] = useClearCartMutation();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = useCallback(() => setAsking(false), []);

  const clear = async () => {
    setPending(true);
    setFailed(false);
    try {
      await clearCart().unwrap();
      setAsking(false);
    } catch (error) {
      console.warn('[mf_checkout] clear cart failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button type="button" className="mfo-link-button" onClick={() => setAsking(true)}>
        {text.clear}
      </button>
      {asking && (
        <Modal name="clear-cart" title={text.clearQuestion} maxWidth={448} onClose={close}>
          <p className="mfo-block__text">{text.clearHint}</p>
          {failed && (
            <p role="alert" className="mfo-block__error">
              {text.clearFailed}
            </p>
          )}
          <div className="mfo-block__row">
            <Button disabled={pending} onClick={() => void clear()}>
              {text.clearConfirm}
            </Button>
            <Button variant="secondary" onClick={close}>
              {text.clearCancel}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
