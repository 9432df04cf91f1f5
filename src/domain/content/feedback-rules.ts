import { EMAIL } from '../checkout/validation';

/**
 * The feedback form's checks on the page (checklist 10-G2), the same as the server's contract
 * (src/api/contract/feedback.ts): email required and valid, a rating of 1 to 5, a message of 1 to 2000
 * characters once trimmed. Name and order number are optional. Messages are the spec's 'Required' and
 * 'Please enter a valid email' (spec 3 §8.2), plus a length message.
 */
export const FEEDBACK_MESSAGE_LIMIT = 2000;

export interface FeedbackDraft {
  name: string;
  email: string;
  orderNumber: string;
  /** 0 until the customer picks a star. */
  rating: number;
  message: string;
}

export type FeedbackField = 'email' | 'rating' | 'message';
export type FeedbackError = 'required' | 'email' | 'tooLong';

export function checkFeedback(draft: FeedbackDraft): Partial<Record<FeedbackField, FeedbackError>> {
  const errors: Partial<Record<FeedbackField, FeedbackError>> = {};
  const email = draft.email.trim();
  if (email === '') errors.email = 'required';
  else if (!EMAIL.test(email)) errors.email = 'email';
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) errors.rating = 'required';
  const message = draft.message.trim();
  if (message === '') errors.message = 'required';
  else if (message.length > FEEDBACK_MESSAGE_LIMIT) errors.message = 'tooLong';
  return errors;
}
