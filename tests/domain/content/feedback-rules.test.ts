import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX } from '../../../src/api/contract/feedback';
import { checkFeedback, FEEDBACK_MESSAGE_LIMIT } from '../../../src/domain/content/feedback-rules';

const valid = { name: '', email: 'sam@example.co.uk', orderNumber: '', rating: 5, message: 'Lovely' };

describe('checkFeedback (10-G2)', () => {
  it('accepts a complete answer with the optional fields empty', () => {
    expect(checkFeedback(valid)).toEqual({});
  });

  it('asks for the email, a rating and a message', () => {
    expect(checkFeedback({ ...valid, email: '  ', rating: 0, message: ' ' })).toEqual({ email: 'required', rating: 'required', message: 'required' });
  });

  it('refuses an email that is not one', () => {
    expect(checkFeedback({ ...valid, email: 'sam@' }).email).toBe('email');
    expect(checkFeedback({ ...valid, email: 'sam example.com' }).email).toBe('email');
  });

  it('allows exactly the server’s limit and refuses one more character', () => {
    expect(FEEDBACK_MESSAGE_LIMIT).toBe(FEEDBACK_MESSAGE_MAX);
    expect(checkFeedback({ ...valid, message: 'a'.repeat(2000) })).toEqual({});
    expect(checkFeedback({ ...valid, message: 'a'.repeat(2001) }).message).toBe('tooLong');
  });
});
