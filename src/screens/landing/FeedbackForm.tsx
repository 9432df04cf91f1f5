import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_NAME_MAX, FEEDBACK_ORDER_MAX, FEEDBACK_EMAIL_MAX } from '../../api/contract/feedback';
import { HttpError, NetworkError, TimeoutError } from '../../api/http-error';
import { log } from '../../log/logger';
import { checkFeedback, type FeedbackDraft, type FeedbackField } from '../../domain/content/feedback-rules';

/**
 * The feedback form of /landing/?id=feedback-form (checklist 10-G2). Fields (our pick): name
 * (optional), email, order number (optional), a 1–5 rating and a message of at most 2000 characters.
 * Field messages are the spec's 'Required' and 'Please enter a valid email' (spec 3 §8.2). A failed
 * send keeps everything typed and offers Send again; the answer is a thank-you with a reference.
 */

interface FeedbackFormProps {
  sector: string;
  locale: string;
}

const EMPTY: FeedbackDraft = { name: '', email: '', orderNumber: '', rating: 0, message: '' };

type SendState = { status: 'idle' | 'sending' } | { status: 'failed'; reason: 'offline' | 'tooMany' | 'failed' } | { status: 'sent'; id: string };

export function FeedbackForm({ sector, locale }: FeedbackFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<FeedbackField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const fields = useRef<Partial<Record<FeedbackField, HTMLElement | null>>>({});
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The thank-you takes the focus once it is on the page (the button that sent is gone with the
  // form). After the commit, never from the send's callback: a frame callback there can run before
  // React has rendered the thank-you, and the focus is then left on the page body.
  const sent = send.status === 'sent';
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const errors = checkFeedback(draft);
  const shown = (field: FeedbackField) => (submitted || touched.has(field) ? errors[field] : undefined);
  const message = (field: FeedbackField) => {
    const error = shown(field);
    if (error === 'required') return t('landing.feedback.required');
    if (error === 'email') return t('landing.feedback.invalidEmail');
    if (error === 'tooLong') return t('landing.feedback.tooLong', { max: FEEDBACK_MESSAGE_MAX });
    return undefined;
  };
  const change = (patch: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const touch = (field: FeedbackField) => setTouched((current) => new Set(current).add(field));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = (['email', 'rating', 'message'] as const).find((field) => errors[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setSend({ status: 'sending' });
    try {
      const { sendFeedback } = await import('../../api/feedback');
      const receipt = await sendFeedback({ sector: sector as never, locale: locale as never, ...draft });
      setSend({ status: 'sent', id: receipt.id });
    } catch (error) {
      const offline = error instanceof NetworkError || error instanceof TimeoutError || (typeof navigator !== 'undefined' && !navigator.onLine);
      const tooMany = error instanceof HttpError && error.status === 429;
      log.warn('Feedback could not be sent', error);
      setSend({ status: 'failed', reason: offline ? 'offline' : tooMany ? 'tooMany' : 'failed' });
    }
  }

  if (send.status === 'sent') {
    return (
      <section className="feedback feedback--thanks" aria-labelledby={`${uid}-thanks`}>
        <h2 id={`${uid}-thanks`} tabIndex={-1} ref={thanksRef} className="feedback__title">
          {t('landing.feedback.thanksTitle')}
        </h2>
        <p>{t('landing.feedback.thanksBody')}</p>
        <p className="feedback__reference">{t('landing.feedback.reference', { id: send.id.slice(0, 8).toUpperCase() })}</p>
        <div className="panel__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(EMPTY);
              setTouched(new Set());
              setSubmitted(false);
              setSend({ status: 'idle' });
            }}
          >
            {t('landing.feedback.another')}
          </button>
          <Link className="button button--primary" to="/">
            {t('landing.home')}
          </Link>
        </div>
      </section>
    );
  }

  const ids = (field: string) => ({ input: `${uid}-${field}`, error: `${uid}-${field}-error`, hint: `${uid}-${field}-hint` });
  const describedBy = (field: FeedbackField, hint = false) =>
    [hint ? ids(field).hint : null, message(field) ? ids(field).error : null].filter(Boolean).join(' ') || undefined;
  const errorText = (field: FeedbackField) =>
    message(field) ? (
      <p className="feedback-field__error feedback__error" id={ids(field).error}>
        {message(field)}
      </p>
    ) : null;
  const left = FEEDBACK_MESSAGE_MAX - draft.message.length;

  return (
    <section className="feedback" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="feedback__title">
        {t('landing.feedback.heading')}
      </h2>
      <p className="feedback__note">{t('landing.feedback.requiredNote')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="feedback__form">
        <div className="feedback__field">
          <label className="feedback-field__label" htmlFor={ids('name').input}>
            {t('landing.feedback.name')} <span className="feedback__optional">{t('landing.feedback.optional')}</span>
          </label>
          <input
            id={ids('name').input}
            className="feedback-field__input"
            autoComplete="name"
            maxLength={FEEDBACK_NAME_MAX}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
          />
        </div>
        <div className="feedback__field">
          <label className="feedback-field__label" htmlFor={ids('email').input}>
            {t('landing.feedback.email')} *
          </label>
          <p className="feedback-field__hint" id={ids('email').hint}>
            {t('landing.feedback.emailHint')}
          </p>
          <input
            id={ids('email').input}
            ref={(element) => {
              fields.current.email = element;
            }}
            className={`feedback-field__input ${message('email') ? 'feedback-field__input--invalid' : ''}`}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={FEEDBACK_EMAIL_MAX}
            required
            aria-invalid={message('email') ? true : undefined}
            aria-describedby={describedBy('email', true)}
            value={draft.email}
            onChange={(event) => change({ email: event.target.value })}
            onBlur={() => touch('email')}
          />
          {errorText('email')}
        </div>
        <div className="feedback__field">
          <label className="feedback-field__label" htmlFor={ids('order').input}>
            {t('landing.feedback.orderNumber')} <span className="feedback__optional">{t('landing.feedback.optional')}</span>
          </label>
          <p className="feedback-field__hint" id={ids('order').hint}>
            {t('landing.feedback.orderNumberHint')}
          </p>
          <input
            id={ids('order').input}
            className="feedback-field__input"
            maxLength={FEEDBACK_ORDER_MAX}
            aria-describedby={ids('order').hint}
            value={draft.orderNumber}
            onChange={(event) => change({ orderNumber: event.target.value })}
          />
        </div>
        <fieldset
          className="feedback__field feedback__rating"
          aria-describedby={message('rating') ? ids('rating').error : undefined}
          aria-invalid={message('rating') ? true : undefined}
        >
          <legend className="feedback-field__label">{t('landing.feedback.rating')} *</legend>
          <div className="feedback__stars">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={`feedback__star ${draft.rating >= value ? 'feedback__star--on' : ''}`}>
                <input
                  type="radio"
                  name={`${uid}-rating`}
                  value={value}
                  checked={draft.rating === value}
                  ref={
                    value === 1
                      ? (element) => {
                          fields.current.rating = element;
                        }
                      : undefined
                  }
                  onChange={() => {
                    change({ rating: value });
                    touch('rating');
                  }}
                />
                <span aria-hidden="true" className="feedback__star-icon">
                  ★
                </span>
                <span className="visually-hidden">
                  {t('landing.feedback.ratingValue', { count: value })}, {t(`landing.feedback.ratingWords.${value}`)}
                </span>
              </label>
            ))}
          </div>
          <p className="feedback__rating-word" aria-hidden="true">
            {draft.rating > 0 ? t(`landing.feedback.ratingWords.${draft.rating}`) : '\u00a0'}
          </p>
          {errorText('rating')}
        </fieldset>
        <div className="feedback__field">
          <label className="feedback-field__label" htmlFor={ids('message').input}>
            {t('landing.feedback.message')} *
          </label>
          <textarea
            id={ids('message').input}
            ref={(element) => {
              fields.current.message = element;
            }}
            className={`feedback-field__input feedback__message ${message('message') ? 'feedback-field__input--invalid' : ''}`}
            rows={6}
            required
            aria-invalid={message('message') ? true : undefined}
            aria-describedby={[ids('message').hint, message('message') ? ids('message').error : null].filter(Boolean).join(' ')}
            value={draft.message}
            onChange={(event) => change({ message: event.target.value })}
            onBlur={() => touch('message')}
          />
          <p className={`feedback-field__hint feedback__count ${left < 0 ? 'feedback__count--over' : ''}`} id={ids('message').hint} aria-live="polite">
            {t('landing.feedback.charactersLeft', { count: Math.max(0, left) })}
          </p>
          {errorText('message')}
        </div>
        {send.status === 'failed' ? (
          <p className="feedback__failed" role="alert">
            {t(`landing.feedback.${send.reason}`)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary feedback__submit" disabled={send.status === 'sending'}>
          {send.status === 'sending' ? t('landing.feedback.sending') : send.status === 'failed' ? t('landing.retry') : t('landing.feedback.submit')}
        </button>
      </form>
    </section>
  );
}
