import { useState } from 'react';
import { Button, Fragment, getEventBus, useSignedIn } from 'shared-kit';
import { messages } from '../../../messages';

/** Props of {@link WriteReviewButton}. */
export interface WriteReviewButtonProps {
  productId: number;
  /** The customer's review was sent: the list is read again. */
  onSent(): void;
}

/**
 * 'Написать отзыв'. Writing a review needs sign-in (docs/product.md §6): an anonymous visitor is asked to sign in
 * through the account team's window; a signed-in customer gets the account team's review form
 * (`mf_account/ReviewForm`) under the button, which closes once the review is sent.
 */
export function WriteReviewButton({ productId, onSent }: WriteReviewButtonProps) {
  const t = messages.reviews;
  const signedIn = useSignedIn();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  const onClick = () => {
    if (!signedIn) {
      getEventBus().emit('account:sign-in-requested', { reason: 'review' });
      setAsked(true);
      return;
    }
    setSent(false);
    setOpen((value) => !value);
  };

  return (
    <div className="mfc-reviews__write">
      <Button variant="secondary" onClick={onClick} aria-expanded={signedIn ? open : undefined}>
        {t.write}
      </Button>
      <p className="mfc-reviews__write-note" role="status">
        {asked && !signedIn ? t.signInToReview : sent ? t.thanks : ''}
      </p>
      {signedIn && open && (
        <div className="mfc-reviews__form">
          <Fragment
            id="mf_account/ReviewForm"
            props={{
              productId,
              onSent: () => {
                setOpen(false);
                setSent(true);
                onSent();
              },
            }}
          />
        </div>
      )}
    </div>
  );
}
