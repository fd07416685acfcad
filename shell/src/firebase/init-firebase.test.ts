import { initFirebase } from './init-firebase';

describe('backend-as-a-service start', () => {
  const fetchSpy = jest.fn();
  const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');

  beforeEach(() => {
    globalThis.fetch = fetchSpy;
  });

  it('is skipped cleanly without configuration', async () => {
    await expect(initFirebase(null)).resolves.toBe(false);
  });

  it('starts from configuration without any network call', async () => {
    const started = await initFirebase({ apiKey: 'test-key', projectId: 'flx-test', appId: '1:123:web:abc', authDomain: 'flx-test.firebaseapp.com' });
    expect(started).toBe(true);
    const { getApp } = await import('firebase/app');
    expect(getApp().options.projectId).toBe('flx-test');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });
});
