import { act, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { RemoteScreen } from './RemoteScreen';
import { loadScreen, RemoteLoadError } from './load-screen';

jest.mock('./load-screen', () => {
  const actual = jest.requireActual('./load-screen');
  return { ...actual, cachedScreen: () => undefined, loadScreen: jest.fn() };
});
const mockedLoad = loadScreen as jest.MockedFunction<typeof loadScreen>;

beforeAll(initTestI18n);

const props = { remote: 'lead' as const, id: 'lead/LeadScreen', params: { slug: 's1' }, query: {}, prefix: '' as const };

it('shows loading, then the remote screen with its props', async () => {
  mockedLoad.mockResolvedValueOnce(({ params }) => <p>lead for {params.slug}</p>);
  render(<RemoteScreen {...props} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByText('lead for s1')).toBeInTheDocument();
});

it('names the remote and the failing file, and retries on request', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoad.mockRejectedValueOnce(new RemoteLoadError('lead', '/remotes/lead/1.0.0/remoteEntry.js', new Error('404')));
  mockedLoad.mockResolvedValueOnce(() => <p>lead is back</p>);
  render(<RemoteScreen {...props} />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The login could not be loaded');
  expect(alert).toHaveTextContent('/remotes/lead/1.0.0/remoteEntry.js');
  // The missing remote would have drawn the brand and the language picker; the shell does.
  expect(screen.getByRole('combobox', { name: 'Select Language' })).toBeInTheDocument();

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText('lead is back')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenLastCalledWith('in', 'lead', 'lead/LeadScreen', true);
});

it('reports a remote that throws while rendering the same way', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoad.mockResolvedValueOnce(() => {
    throw new Error('boom');
  });
  render(<RemoteScreen {...props} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('lead/LeadScreen');
});
