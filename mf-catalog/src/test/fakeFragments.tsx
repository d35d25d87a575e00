import { setRemoteLoader } from 'shared-kit';
import type { FragmentProps, SentReview } from 'shared-kit/contracts';

let fakeSentReview: SentReview | null = null;

/**
 * Stand-ins for the other teams' fragments, so pages render them without a Module Federation runtime. The
 * review form reports `sentReview` when pressed (a stored review waiting for moderation unless told
 * otherwise; `null`: nothing, as a form of an earlier release).
 */
export function installFakeFragments({ sentReview = { status: 'pending' } }: { sentReview?: SentReview | null } = {}): jest.Mock {
  // Read when pressed: the shop's fragment loader keeps the first module it got for an id.
  fakeSentReview = sentReview;
  const loader = jest.fn(async (id: string) => {
    if (id === 'mf_checkout/CartButton') {
      return {
        CartButton: ({ productId, soon }: FragmentProps['mf_checkout/CartButton']) => (
          <button type="button" data-product={productId} data-soon={soon ? 'true' : undefined}>
            В корзину
          </button>
        ),
      };
    }
    if (id === 'mf_account/FavouriteButton') {
      return {
        FavouriteButton: ({ productId }: FragmentProps['mf_account/FavouriteButton']) => (
          <button type="button" data-product={productId}>
            В избранное
          </button>
        ),
      };
    }
    if (id === 'mf_account/WaitlistButton') {
      return {
        WaitlistButton: ({ productId }: FragmentProps['mf_account/WaitlistButton']) => (
          <button type="button" data-product={productId}>
            Сообщить о поступлении
          </button>
        ),
      };
    }
    if (id === 'mf_account/ReviewForm') {
      return {
        ReviewForm: ({ productId, onSent }: FragmentProps['mf_account/ReviewForm']) => (
          <button type="button" data-product={productId} onClick={() => (fakeSentReview ? onSent?.(fakeSentReview) : onSent?.())}>
            Отправить отзыв
          </button>
        ),
      };
    }
    return null;
  });
  setRemoteLoader(loader);
  return loader;
}
