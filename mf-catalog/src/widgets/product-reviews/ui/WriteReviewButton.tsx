import { useState } from 'react';
import { Button, Fragment, getEventBus, useSignedIn } from 'shared-kit';
import type { SentReview } from 'shared-kit/contracts';
import { messages } from '../../../messages';

/** Props of {@link WriteReviewButton}. */
export interface WriteReviewButtonProps {
  productId: number;
  /** The customer's review was sent: the list is read again. */
  onSent(): void;
}

/** The thanks for a review the form stored: what became of it, by the status the API gave it. */
export function thanksFor(review: SentReview | undefined): string {
  const t = messages.reviews;
  if (!review) return t.thanksReceived;
  return review.status === 'published' ? t.thanksPublished : t.thanksPending;
}

/**
 * 'Написать отзыв'. Writing a review needs sign-in (docs/product.md §6): an anonymous visitor is asked to sign in
 * through the account team's window; a signed-in customer gets the account team's review form
 * (`mf_account/ReviewForm`) under the button, which closes once the review is sent. The thanks then say
 * whether the review is on the page or waits for moderation, as the form reports it.
 */
export function WriteReviewButton({ productId, onSent }: WriteReviewButtonProps) {
  const t = messages.reviews;
  const signedIn = useSignedIn();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const onClick = () => {
    if (!signedIn) {
      getEventBus().emit('account:sign-in-requested', { reason: 'review' });
      setAsked(true);
      return;
    }
    setSent(null);
    setOpen((value) => !value);
  };

  return (
    <div className="mfc-reviews__write">
      <Button variant="secondary" onClick={onClick} aria-expanded={signedIn ? open : undefined}>
        {t.write}
      </Button>
      <p className="mfc-reviews__write-note" role="status">
        {asked && !signedIn ? t.signInToReview : (sent ?? '')}
      </p>
      {signedIn && open && (
        <div className="mfc-reviews__form">
          <Fragment
            id="mf_account/ReviewForm"
            props={{
              productId,
              onSent: (review) => {
                setOpen(false);
                setSent(thanksFor(review));
                onSent();
              },
            }}
          />
        </div>
      )}
    </div>
  );
}
