import { failingChunkOf } from './load-screen';

describe('failingChunkOf', () => {
  it('finds the URL the runtime could not load', () => {
    const error = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 args: {"remoteName":"lead","resourceUrl":"http://localhost:8080/remotes/lead/1.0.0/remoteEntry.js"}');
    expect(failingChunkOf(error, 'lead/LeadScreen')).toBe('http://localhost:8080/remotes/lead/1.0.0/remoteEntry.js');
  });

  it('finds a chunk named in the cause', () => {
    const error = new Error('load failed', { cause: new Error('Loading chunk 146 failed. (error: /remotes/checkout/1.0.0/146.0ca29f37.js)') });
    expect(failingChunkOf(error, 'x')).toBe('/remotes/checkout/1.0.0/146.0ca29f37.js');
  });

  it('names the chunk that timed out, not the remote entry the runtime mentions first', () => {
    const cause = new Error('Loading chunk 412 failed. (timeout: http://localhost:8080/remotes/survey/1.0.0/__federation_expose_SurveyScreen.1a2b3c4d.js)');
    const error = new Error('[ Federation Runtime ]: remote survey (http://localhost:8080/remotes/survey/1.0.0/remoteEntry.js) failed to load an exposed module', { cause });
    expect(failingChunkOf(error, 'survey/SurveyScreen')).toBe('http://localhost:8080/remotes/survey/1.0.0/__federation_expose_SurveyScreen.1a2b3c4d.js');
  });

  it('falls back to the module id', () => {
    expect(failingChunkOf(new Error('no such thing'), 'survey/SurveyScreen')).toBe('survey/SurveyScreen');
  });
});

describe('loadScreen', () => {
  it('names the release manifest when that is what failed, so a retry asks for it again', async () => {
    jest.resetModules();
    jest.doMock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
    jest.doMock('./release-manifest', () => ({
      registerReleases: jest.fn().mockRejectedValue(new Error('/api/releases?country=bd did not arrive within 120 s')),
      reRegister: jest.fn(),
    }));
    const { loadScreen: load, RemoteLoadError: LoadError } = await import('./load-screen');
    const failure = await load('bd', 'checkout', 'checkout/CheckoutScreen').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadError);
    expect(failure).toMatchObject({ remote: 'checkout', chunk: '/api/releases?country=bd' });
    const { loadRemote } = await import('@module-federation/enhanced/runtime');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads a screen once when the early start and its route ask for it together', async () => {
    jest.resetModules();
    let arrive: (module: unknown) => void = () => undefined;
    const loadRemote = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
    jest.doMock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: jest.fn() }));
    jest.doMock('./release-manifest', () => ({ registerReleases: jest.fn().mockResolvedValue([]), reRegister: jest.fn().mockResolvedValue(undefined) }));
    const { loadScreen: load } = await import('./load-screen');
    const early = load('in', 'survey', 'survey/SurveyScreen');
    const route = load('in', 'survey', 'survey/SurveyScreen');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    const Screen = () => null;
    arrive({ default: Screen });
    expect(await early).toBe(Screen);
    expect(await route).toBe(Screen);
    // Loaded: later asks are answered from memory.
    expect(await load('in', 'survey', 'survey/SurveyScreen')).toBe(Screen);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
