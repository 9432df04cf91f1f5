// The feedback form's call (checklist 10-G2): POST /v1/feedback, one attempt (a person presses Retry).
import { api, type ApiClient } from './client';
import { feedbackReceiptSchema, type FeedbackBody } from './contract/feedback';

export function sendFeedback(body: FeedbackBody, client: ApiClient = api) {
  return client.post('/v1/feedback', body, { schema: feedbackReceiptSchema });
}
