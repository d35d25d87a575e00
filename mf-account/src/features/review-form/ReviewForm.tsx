import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { Button, getEventBus, useSignedIn } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import { serverDetail, useWriteReviewMutation } from '../../shared/api';
import { messages } from '../../messages';
import { initialValues, PHOTO_TYPES, schema } from './model/reviewSchema';
import { Choice } from './ui/Choice';
import '../../shared/ui/forms.css';
import './ReviewForm.css';

/** Props of {@link ReviewForm} (the `mf_account/ReviewForm` fragment contract). */
export type ReviewFormProps = FragmentProps['mf_account/ReviewForm'];

const text = messages.reviewForm;

/**
 * The review form (rating 1-5, price 1-3, quality 1-4, advantages, disadvantages, comment, anonymity,
 * up to 5 photos). A signed-out visitor sees 'Авторизуйтесь для отзыва' and a way to sign in. Once sent, the
 * thanks say what became of the review by the status the API gave it: waiting for moderation (and when it
 * will appear) or already published; `onSent` gets the same status.
 */
export function ReviewForm({ productId, onSent }: ReviewFormProps) {
  const [writeReview] = useWriteReviewMutation();
  const signedIn = useSignedIn();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (!signedIn) {
    return (
      <div className="mfa-review-form">
        <p className="mfa-form__hint">{text.signIn}</p>
        <Button variant="secondary" onClick={() => getEventBus().emit('account:sign-in-requested', { reason: 'review' })}>
          {messages.signIn}
        </Button>
      </div>
    );
  }
  if (outcome?.ok) {
    return (
      <p role="status" className="mfa-form__success">
        {outcome.text}
      </p>
    );
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        setOutcome(null);
        try {
          const review = await writeReview({
            productId,
            rating: Number(values.rating),
            priceStatus: Number(values.price_status),
            qualityStatus: Number(values.quality_status),
            advantages: values.advantages.trim(),
            disadvantages: values.disadvantages.trim(),
            comment: values.comment.trim(),
            anonymous: values.anonymous,
            photos: values.photos,
          }).unwrap();
          // The message follows the status the API gave the review: never «published» while it waits.
          const status = review?.status ?? 'pending';
          setOutcome({ ok: true, text: status === 'published' ? text.sentPublished : text.sentPending });
          onSent?.({ status });
        } catch (error) {
          console.warn('[mf_account] review not sent', error);
          setOutcome({ ok: false, text: serverDetail(error) ?? text.failed });
        }
      }}
    >
      {({ isSubmitting, setFieldValue, setFieldTouched }) => (
        <Form className="mfa-form mfa-review-form" noValidate aria-label={text.title} aria-busy={isSubmitting || undefined}>
          <Choice
            name="rating"
            legend={text.rating}
            options={[1, 2, 3, 4, 5].map((n) => [String(n), text.stars(n)])}
          />
          <Choice name="price_status" legend={text.price} options={[1, 2, 3].map((n) => [String(n), text.priceStatus[n]])} />
          <Choice
            name="quality_status"
            legend={text.quality}
            options={[1, 2, 3, 4].map((n) => [String(n), text.qualityStatus[n]])}
          />
          {(['advantages', 'disadvantages', 'comment'] as const).map((name) => (
            <label key={name} className="mfa-field">
              <span className="mfa-field__label">{text[name]}</span>
              <Field as="textarea" className="mfa-field__input mfa-review-form__text" name={name} maxLength={2000} rows={3} />
            </label>
          ))}
          <ErrorMessage name="comment" component="p" className="mfa-field__error" />
          <label className="mfa-field">
            <span className="mfa-field__label">{text.photos}</span>
            <input
              type="file"
              multiple
              accept={PHOTO_TYPES.join(',')}
              onChange={(event) => {
                void setFieldValue('photos', Array.from(event.target.files ?? []));
                void setFieldTouched('photos', true, false);
              }}
            />
          </label>
          <ErrorMessage name="photos" component="p" className="mfa-field__error" />
          <label className="mfa-check">
            <Field type="checkbox" name="anonymous" />
            <span>{text.anonymous}</span>
          </label>
          {outcome && !outcome.ok && (
            <p role="alert" className="mfa-form__error">
              {outcome.text}
            </p>
          )}
          <Button type="submit" className="mfa-form__submit" disabled={isSubmitting}>
            {isSubmitting ? text.sending : text.submit}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
