import { describe, expect, it, vi } from 'vitest';
import { logoutAfterDeletion } from '../../src/app-bridge/logout';

// 14-G28: "When the app logout is used, it is used instead" (S3 §2.1, §4.5).
describe('logoutAfterDeletion (14-G28)', () => {
  it("inside the app: the bridge's logout message, the page's record cleared, no web sign-out", async () => {
    const post = vi.fn(() => true);
    const clear = vi.fn();
    const webSignOut = vi.fn(async () => undefined);
    expect(await logoutAfterDeletion({ post, clear, webSignOut })).toBe('app');
    expect(post).toHaveBeenCalledWith({ type: 'logout' });
    expect(clear).toHaveBeenCalledOnce();
    expect(webSignOut).not.toHaveBeenCalled();
  });

  it("in a browser (no app took the message): the page's own sign-out, whose refusal is fine", async () => {
    const clear = vi.fn();
    const webSignOut = vi.fn(async () => {
      throw new Error('401: session already revoked');
    });
    expect(await logoutAfterDeletion({ post: () => false, clear, webSignOut })).toBe('web');
    expect(webSignOut).toHaveBeenCalledOnce();
    expect(clear).not.toHaveBeenCalled();
  });
});
