import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flxStore, on } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import SurveyScreen from './SurveyScreen';
import { WIRE_FORM } from './features/questionnaire/fixture';

beforeAll(initTestI18n);

type Post = { url: string; body: unknown };
let posts: Post[];
let postResponse: () => Promise<Response>;

beforeEach(() => {
  posts = [];
  postResponse = async () => new Response(JSON.stringify({ status: 201, insertedId: 'resp_abc', hash: 'h_xyz' }), { status: 201 });
  flxStore.setState({ language: 'hi' });
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return postResponse();
    }
    return new Response(JSON.stringify([WIRE_FORM]), { status: 200 });
  }) as typeof fetch;
});

const props = { params: {}, prefix: '' as const, query: { utm_source: 'google', gclid: 'g1' } };

async function start() {
  render(<SurveyScreen {...props} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Start designing' }));
}

const input = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

it('forgets the way back to an earlier checkout when it loads', async () => {
  localStorage.setItem('isRedirected', '1');
  localStorage.setItem('isBackCheckoutUrl', '/response/checkout/x');
  localStorage.setItem('authToken', 'kept');
  render(<SurveyScreen {...props} />);
  await screen.findByRole('button', { name: 'Start designing' });
  expect(localStorage.getItem('isRedirected')).toBeNull();
  expect(localStorage.getItem('isBackCheckoutUrl')).toBeNull();
  expect(localStorage.getItem('authToken')).toBe('kept');
});

it('opens on the intro card with the ten languages in their own scripts; picking one switches the interface', async () => {
  render(<SurveyScreen {...props} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Get your 2D floor plan and 3D elevation, made for your plot' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  const picker = screen.getByRole('combobox', { name: 'Select Language' });
  expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'English', 'हिन्दी', 'தமிழ்', 'తెలుగు', 'മലയാളം', 'ಕನ್ನಡ', 'العربية', 'සිංහල', 'বাংলা', 'پښتو',
  ]);
  fireEvent.change(picker, { target: { value: 'ar' } });
  expect(flxStore.getState().language).toBe('ar');
  expect(await screen.findByRole('button', { name: 'Start designing' })).toBeEnabled();
});

it('offers the numeric keyboard for plot sizes and the form\'s pictures as tappable cards', async () => {
  await start();
  expect(input(/Width/)).toHaveAttribute('inputmode', 'decimal');
  expect(input(/Width/)).toHaveAttribute('dir', 'ltr');
  fireEvent.change(input(/Width/), { target: { value: '30' } });
  next();
  fireEvent.change(input(/Depth/), { target: { value: '60' } });
  next();
  fireEvent.click(screen.getByRole('radio', { name: 'North' }));
  next();
  const card = screen.getByRole('radio', { name: 'Ground + 1' }).closest('label')!;
  expect(card.querySelector('img')).toHaveAttribute('src', '/img/g1.svg');
  expect(document.querySelector('.choices--images')).toContainElement(card);
});

it('validates each step before moving on, and Back clears the error', async () => {
  await start();
  expect(progress()).toBe('0');
  expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();

  next();
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');

  fireEvent.change(input(/Width/), { target: { value: '101' } });
  next();
  expect(screen.getByRole('alert')).toHaveTextContent('Value must be 100 or less.');

  fireEvent.change(input(/Width/), { target: { value: '30' } });
  fireEvent.keyDown(input(/Width/), { key: 'Enter' });
  expect(screen.getByRole('heading', { name: 'Plot Depth' })).toBeInTheDocument();
  expect(progress()).toBe('25');

  next();
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  fireEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(screen.getByRole('heading', { name: 'Plot Width' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(input(/Width/)).toHaveValue('30');
});

it('turns the compass to the choice and moves on when an option is tapped', async () => {
  await start();
  fireEvent.change(input(/Width/), { target: { value: '30' } });
  next();
  fireEvent.change(input(/Depth/), { target: { value: '60' } });
  next();
  jest.useFakeTimers();

  const east = screen.getByRole('radio', { name: 'East' });
  fireEvent.keyDown(east, { key: 'ArrowRight' });
  fireEvent.click(east);
  // Picked by keyboard: stays on the step.
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('heading', { name: 'Plot Facing' })).toBeInTheDocument();
  expect(document.querySelector('.compass')).toHaveAttribute('data-rotation', '90');

  const north = screen.getByRole('radio', { name: 'North' });
  fireEvent.pointerDown(north.closest('label')!);
  fireEvent.click(north);
  expect(document.querySelector('.compass')).toHaveAttribute('data-rotation', '180');
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('heading', { name: 'Floors' })).toBeInTheDocument();
  jest.useRealTimers();
});

it('moves on when the card already chosen by keyboard is tapped', async () => {
  await start();
  fireEvent.change(input(/Width/), { target: { value: '30' } });
  next();
  fireEvent.change(input(/Depth/), { target: { value: '60' } });
  next();
  jest.useFakeTimers();
  const west = screen.getByRole('radio', { name: 'West' });
  fireEvent.click(west);
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('heading', { name: 'Plot Facing' })).toBeInTheDocument();
  fireEvent.pointerDown(west.closest('label')!);
  fireEvent.click(west);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('heading', { name: 'Floors' })).toBeInTheDocument();
  jest.useRealTimers();
});

async function answerAllButSiteDetails() {
  await start();
  fireEvent.change(input(/Width/), { target: { value: '30' } });
  next();
  fireEvent.change(input(/Depth/), { target: { value: '60' } });
  next();
  fireEvent.click(screen.getByRole('radio', { name: 'North' }));
  next();
  fireEvent.click(screen.getByRole('radio', { name: 'Ground + 1' }));
  next();
}

it('shows the chosen facing on Site Details, and Finish posts the spec payload then announces it', async () => {
  const submitted: unknown[] = [];
  const off = on('survey/submitted', (payload) => submitted.push(payload));
  await answerAllButSiteDetails();

  expect(screen.getByRole('heading', { name: 'Site Details' })).toBeInTheDocument();
  expect(progress()).toBe('100');
  expect(screen.getByRole('img', { name: 'Road side faces North' })).toBeInTheDocument();
  // The compass is only a display here: its eight choices are not offered again.
  expect(screen.queryByRole('radio', { name: 'North' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  fireEvent.change(input(/Anything else/), { target: { value: ' Temple opposite ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(posts).toEqual([
    {
      url: '/api/forms/survey-forms',
      body: {
        answer: {
          'Plot Width': { width: '30' },
          'Plot Depth': { depth: '60' },
          'Plot Facing': { facing: 'N' },
          Floors: { floors: '2' },
          SiteDetails: { corner: 'yes', notes: 'Temple opposite' },
        },
        formId: 'form-7',
        queryStrings: { utm_source: 'google', gclid: 'g1' },
        selectedLanguage: 'hn',
        utmDetails: { utm_source: 'google' },
        brand: 'flx',
      },
    },
  ]);
  expect(submitted[0]).toEqual({ hash: 'h_xyz', formId: 'form-7', responseId: 'resp_abc' });
  off();
});

it.each([
  ['a status other than 201', () => Promise.resolve(new Response('{}', { status: 500 })), 'Request failed with status'],
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Error posting data'],
])('on %s it says so and keeps the answers for another Finish', async (_case, response, message) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  postResponse = response;
  await answerAllButSiteDetails();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('alert')).toHaveTextContent('Your answers are kept');

  postResponse = async () => new Response(JSON.stringify({ status: 201, insertedId: 'r2', hash: 'h2' }), { status: 201 });
  const off = on('survey/submitted', () => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(posts).toHaveLength(2));
  expect(posts[1]!.body).toEqual(posts[0]!.body);
  off();
});

it('over the per-address limit it asks for a few minutes before Finish again, the answers kept', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  postResponse = () => Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '420' } }));
  await answerAllButSiteDetails();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Request failed with status');
  expect(alert).toHaveTextContent('Your answers are kept: please press Finish again in a few minutes.');
  expect(alert).not.toHaveTextContent('Please press Finish again.');
  expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
});

it('offers a retry when the questionnaire cannot be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = globalThis.fetch as jest.Mock;
  fetchMock.mockImplementationOnce(async () => new Response('oops', { status: 503 }));
  render(<SurveyScreen {...props} />);
  expect(await screen.findByRole('heading', { name: 'The questionnaire did not load' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Start designing' })).toBeEnabled();
});
