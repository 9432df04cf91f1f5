// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHost, postToApp } from '../../src/app-bridge/host';

// 14-G29 pick: a page framed by its own origin (the development harness) uses its parent's host object.
describe('appHost (14-G21, 14-G29)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>).PizzaHutAppHost;
  });

  it('has no host in a plain browser tab', () => {
    expect(appHost()).toBeNull();
    expect(postToApp({ type: 'logout' })).toBe(false);
  });

  it('uses the host of a same-origin parent (the harness) and sends it JSON', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('parent', { location: { origin: window.location.origin }, PizzaHutAppHost: { postMessage, platform: 'ios' } });
    expect(appHost()?.platform).toBe('ios');
    expect(postToApp({ type: 'logout' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"logout"}');
  });

  it('ignores a parent of another origin, one that throws on access, and a host without postMessage', () => {
    vi.stubGlobal('parent', { location: { origin: 'https://evil.example' }, PizzaHutAppHost: { postMessage: vi.fn() } });
    expect(appHost()).toBeNull();
    vi.stubGlobal('parent', {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    expect(appHost()).toBeNull();
    vi.stubGlobal('parent', { location: { origin: window.location.origin }, PizzaHutAppHost: { postMessage: 'no' } });
    expect(appHost()).toBeNull();
  });

  it("prefers the page's own injected host (the real web view)", () => {
    const own = vi.fn();
    const parents = vi.fn();
    (window as unknown as Record<string, unknown>).PizzaHutAppHost = { postMessage: own };
    vi.stubGlobal('parent', { location: { origin: window.location.origin }, PizzaHutAppHost: { postMessage: parents } });
    postToApp({ type: 'request-tracking-permission' });
    expect(own).toHaveBeenCalledOnce();
    expect(parents).not.toHaveBeenCalled();
  });
});
