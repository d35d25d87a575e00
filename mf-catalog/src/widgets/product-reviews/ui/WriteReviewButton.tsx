import { useState } from 'react';
import { Button, getEventBus, useSignedIn } from 'shared-kit';
import { messages } from '../../../messages';

/**
 * 'Написать отзыв'. Writing a review needs sign-in (spec §6): an anonymous visitor is asked to sign in
 * through the account team's window. The review form itself is not there yet, so a signed-in customer
 * is told so rather than shown a form that sends nothing.
 */
export function WriteReviewButton() {
  const t = messages.reviews;
  const signedIn = useSignedIn();
  const [asked, setAsked] = useState(false);

  const onClick = () => {
    if (!signedIn) getEventBus().emit('account:sign-in-requested', { reason: 'review' });
    setAsked(true);
  };

  return (
    <div className="mfc-reviews__write">
      <Button variant="secondary" onClick={onClick}>
        {t.write}
      </Button>
      <p className="mfc-reviews__write-note" role="status">
        {asked ? (signedIn ? t.writeSoon : t.signInToReview) : ''}
      </p>
    </div>
  );
}
