import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flxStore, on, type FlxEvents } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import CheckoutScreen from './CheckoutScreen';

beforeAll(initTestI18n);

const wirePrices = {
  currency: 'INR', symbol: '₹',
  firstProductId: 'IN-1', secondProductId: 'IN-2', thiredProductId: 'IN-3', fourthProductId: 'IN-4', secondOfferProductId: 'IN-O',
  after_offer_amount: 999, original_amount: 1999, discount: 50,
  second_after_offer_amount: 1799, second_original_amount: 3599, second_discount: 50,
  ele_after_offer_amount: 1499, ele_original_amount: 2999, ele_discount: 50,
  second_ele_after_offer_amount: 2499, second_ele_original_amount: 4999, second_ele_discount: 50,
  offer_prize: 1199, offer_discount: 20,
};
const country = {
  countryDetails: { isdCode: '+91', entity: 'flx-in', notificationNames: ['Asha'], banners: [], testimonials: [], testimonialContents: [] },
  currencyInfo: { currency: 'INR' },
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let posts: { url: string; body: string; auth: string | null }[];
beforeEach(() => {
  posts = [];
  localStorage.clear();
  localStorage.setItem('authToken', 'tok_9');
  flxStore.setState({ country: 'in', countryDetails: null, language: 'en', selectedPlan: 'one' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: String(init.body ?? ''), auth: new Headers(init.headers).get('Authorization') });
      return json({ ok: true });
    }
    if (url.includes('country-details')) return json(country);
    if (url.includes('checkout-details')) return json(wirePrices);
    return json({}, 404);
  }) as typeof fetch;
});

const query = { Fx: 'f1', Rx: 'r1', isd: '91', mobile: '9876543210' };
const renderAt = (prefix: '' | '/us' = '') => render(<CheckoutScreen params={{ slug: 'h1' }} query={query} prefix={prefix} />);

it('shows the ready block, plan one selected and three tagged Best Seller, and expands to four', async () => {
  renderAt();
  expect(await screen.findByRole('heading', { name: 'Your 2D Floor Plan is ready!' })).toBeInTheDocument();
  expect(screen.getByText('Within 4 working hours')).toBeInTheDocument();
  const group = screen.getByRole('radiogroup');
  expect(within(group).getAllByRole('radio')).toHaveLength(2);
  expect(within(group).getByRole('radio', { name: /One design option/ })).toBeChecked();
  expect(screen.getByText('Best Seller')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '+3 more plans' }));
  expect(within(group).getAllByRole('radio')).toHaveLength(4);
  expect(screen.getByText('Super Saver')).toBeInTheDocument();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const dd = String(tomorrow.getDate()).padStart(2, '0');
  const mm = String(tomorrow.getMonth() + 1).padStart(2, '0');
  expect(screen.getByText(`${dd}-${mm}-${tomorrow.getFullYear()}`)).toBeInTheDocument();
});

it('reads "+1 more" on /us', async () => {
  renderAt('/us');
  expect(await screen.findByRole('button', { name: '+1 more' })).toBeInTheDocument();
});

it('switches the plan, updates the bottom button, and hands over the right payment link', async () => {
  const paid: FlxEvents['checkout/pay-requested'][] = [];
  const off = on('checkout/pay-requested', (e) => paid.push(e));
  renderAt();
  fireEvent.click(await screen.findByRole('radio', { name: /2D Design \+ 3D Elevation/ }));
  expect(screen.getByRole('button', { name: 'Pay ⁦₹1,499⁩ To Unlock Now' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(paid).toHaveLength(1));
  const url = new URL(paid[0]!.url, 'https://x.example');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ token: 'tok_9', offertype: 'Option1_2D_3D', productid: 'IN-3', amount: '1499', entity: 'flx-in', lang: 'en' });
  expect(posts).toContainEqual({ url: '/api/forms/update/r1', body: JSON.stringify({ packageType: 'Option1_2D_3D' }), auth: null });
  expect(localStorage.getItem('isBackCheckoutUrl')).toBe('/');
  off();
});

it("hands over this response's own session when the visitor comes back to it after taking a change", async () => {
  // They took the pooja niche (response r2, its session current), then went back to r1's checkout.
  localStorage.setItem('authToken', 'tok_r2');
  localStorage.setItem('authTokensByResponse', JSON.stringify([['r1', 'tok_9'], ['r2', 'tok_r2']]));
  const paid: FlxEvents['checkout/pay-requested'][] = [];
  const off = on('checkout/pay-requested', (e) => paid.push(e));
  renderAt();
  fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(paid).toHaveLength(1));
  expect(new URL(paid[0]!.url, 'https://x.example').searchParams.get('token')).toBe('tok_9');
  expect(localStorage.getItem('authToken')).toBe('tok_9');
  off();
});

it('refuses to pay without a usable mobile and sends the visitor home', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const went: string[] = [];
  const off = on('navigation/requested', ({ to }) => went.push(to));
  render(<CheckoutScreen params={{ slug: 'h1' }} query={{ Rx: 'r1', mobile: '123' }} prefix="" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
  expect(alert).toHaveBeenCalledWith('Unable to process please try again.');
  expect(went).toEqual(['/']);
  off();
});

it('on return from login shows the price offer with a two-digit countdown that runs out', async () => {
  jest.useFakeTimers();
  localStorage.setItem('isRedirected', '1');
  localStorage.setItem('offerCookie', '0');
  renderAt();
  await act(async () => jest.advanceTimersByTimeAsync(10));
  const dialog = await screen.findByRole('dialog', { name: 'Special Discount Applied' });
  expect(within(dialog).getByRole('timer')).toHaveTextContent('10:00');
  expect(localStorage.getItem('offerCookie')).toBe('1');
  act(() => jest.advanceTimersByTime(5_000));
  expect(within(dialog).getByRole('timer')).toHaveTextContent('09:55');
  expect(localStorage.getItem('RemainingTimerTime')).toBe('595');
  expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(600_000));
  expect(within(dialog).getByRole('timer')).toHaveTextContent('00:00');
  expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  jest.useRealTimers();
});

it("on a second return shows 'Did you know?', and Grab Offer Now opens the price offer", async () => {
  localStorage.setItem('isRedirected', '1');
  localStorage.setItem('offerCookie', '1');
  localStorage.setItem('timerLastRunTime', String(Date.now() - 60_000));
  localStorage.setItem('RemainingTimerTime', '540');
  renderAt();
  const dialog = await screen.findByRole('dialog', { name: 'Did you know?' });
  expect(within(dialog).getByRole('timer')).toHaveTextContent('9:0');
  expect(within(dialog).getByText(/additional 20% discount/)).toBeInTheDocument();
  expect(localStorage.getItem('offerCookie')).toBe('0');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Grab Offer Now' }));
  expect(await screen.findByRole('dialog', { name: 'Special Discount Applied' })).toBeInTheDocument();
});

it('shows a calm retry when the prices cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis.fetch as jest.Mock).mockImplementation(async () => json({ message: 'no' }, 404));
  renderAt();
  expect(await screen.findByRole('heading', { name: 'We could not load your prices' })).toBeInTheDocument();
});

it('shows no invented numbers when there is no real social proof', async () => {
  renderAt();
  await screen.findByRole('radiogroup');
  expect(screen.queryByText(/delivered in the last 24 hrs/)).not.toBeInTheDocument();
  expect(screen.queryByText(/just bought/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Recent orders')).not.toBeInTheDocument();
});

/** The social-proof service answers with `body`; every other call as the test's default fetch does. */
function answerSocialProof(body: object) {
  const fetchMock = globalThis.fetch as jest.Mock;
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('/api/social-proof?') ? json(body) : base(input, init)));
}

it('counts this open checkout as a viewer only while the numbers are real', async () => {
  answerSocialProof({ mode: 'real', viewers: 3, purchases: [], deliveredLast24h: {} });
  renderAt();
  await waitFor(() => expect(posts.some((p) => p.url === '/api/social-proof/heartbeat')).toBe(true));
  const beat = JSON.parse(posts.find((p) => p.url === '/api/social-proof/heartbeat')!.body) as { page: string; visitorId: string };
  expect(beat.page).toBe('checkout');
  expect(beat.visitorId).toMatch(/^[a-f0-9]{32}$/);
  expect(await screen.findByText('3 people are looking at plans right now')).toBeInTheDocument();
});

it('says nothing about viewers when this visitor is the only one', async () => {
  answerSocialProof({ mode: 'real', viewers: 1, purchases: [], deliveredLast24h: { one: 4 } });
  renderAt();
  expect(await screen.findByText('4 Plans delivered in the last 24 hrs')).toBeInTheDocument();
  await waitFor(() => expect(posts.some((p) => p.url === '/api/social-proof/heartbeat')).toBe(true));
  expect(screen.queryByText(/looking at plans/)).not.toBeInTheDocument();
});

it('says 1 Plan delivered, not 1 Plans, when one was delivered', async () => {
  answerSocialProof({ mode: 'real', viewers: 1, purchases: [], deliveredLast24h: { one: 1 } });
  renderAt();
  expect(await screen.findByText('1 Plan delivered in the last 24 hrs')).toBeInTheDocument();
});

it('records on the server when a fresh offer countdown starts, with the visitor token, and not when one is restored', async () => {
  renderAt();
  await screen.findByRole('radiogroup');
  await waitFor(() => expect(posts.filter((p) => p.url === '/api/forms/offer-start/r1')).toEqual([{ url: '/api/forms/offer-start/r1', body: '', auth: 'Bearer tok_9' }]));
  cleanup();
  posts = [];
  renderAt();
  await screen.findByRole('radiogroup');
  await act(async () => undefined);
  expect(posts.filter((p) => p.url.includes('offer-start'))).toEqual([]);
});

it('answers the six questions, the fifth with every plan price in Rs.', async () => {
  renderAt();
  const faq = (await screen.findByRole('heading', { name: 'Frequently asked questions' })).closest('section')!;
  const items = faq.querySelectorAll('details');
  expect(items).toHaveLength(6);
  expect(within(items[4] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent!.replace(/\s/g, ' '))).toEqual([
    'One design option: \u2066Rs. 999\u2069 (50% off \u2066Rs. 1,999\u2069)',
    'Two design options: \u2066Rs. 1,799\u2069 (50% off \u2066Rs. 3,599\u2069)',
    'One (2D Design + 3D Elevation) option plan: \u2066Rs. 1,499\u2069 (50% off \u2066Rs. 2,999\u2069)',
    'Two 2D Designs + 3D Elevations: \u2066Rs. 2,499\u2069 (50% off \u2066Rs. 4,999\u2069)',
  ]);
});

it('ends with the awards, the contact mailbox, terms, privacy and disclaimer links and the 2025 copyright', async () => {
  renderAt();
  await screen.findByRole('radiogroup');
  expect(screen.getByText('Red Achievers Awards 2021')).toBeInTheDocument();
  expect(screen.getByText('Startup Awards 2022: Top 25 Startups in Indore')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@floorplanner.example' })).toHaveAttribute('href', 'mailto:support@floorplanner.example');
  const links = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Terms & Conditions', '#terms'],
    ['Privacy Policy', '/privacy_policy'],
    ['Disclaimer', '#disclaimer'],
  ]);
  expect(document.getElementById('terms')).toHaveTextContent(/within 4 working hours/);
  expect(screen.getByText('© 2025 Floor Planner. All rights reserved.')).toBeInTheDocument();
});

it("names the languages in the header's 'Select Language' list, the current one marked, and switches on a pick", async () => {
  renderAt();
  await screen.findByRole('radiogroup');
  const toggle = screen.getByRole('button', { name: 'Select Language' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  const english = screen.getByRole('button', { name: 'English' });
  expect(english).toHaveAttribute('aria-current', 'true');
  expect(english).toHaveClass('ck-lang__item--current');
  expect(screen.getByRole('button', { name: 'हिन्दी' })).not.toHaveAttribute('aria-current');
  fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
  expect(flxStore.getState().language).toBe('ar');
  expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
});

it('runs the simulated numbers only when the operator chose them, on the spec timings', async () => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0);
  answerSocialProof({ mode: 'simulated', viewers: null, purchases: [], deliveredLast24h: {} });
  renderAt();
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(await screen.findByText('580 Plans delivered in the last 24 hrs')).toBeInTheDocument();
  expect(screen.getByLabelText('Recent orders')).toHaveTextContent('Asha ordered a floor plan');
  expect(posts.some((p) => p.url.includes('heartbeat'))).toBe(false);

  // The purchase cycle: added after 2 s, shown 1 s later for 3 s, faded for 1 s, then gone.
  const toast = () => document.querySelector('.ck-toast');
  act(() => jest.advanceTimersByTime(2_999));
  expect(toast()).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(toast()).toHaveTextContent('Asha just bought Elevate Premium');
  expect(toast()).toHaveClass('ck-toast--shown');
  act(() => jest.advanceTimersByTime(3_000));
  expect(toast()).toHaveClass('ck-toast--fading');
  act(() => jest.advanceTimersByTime(1_000));
  expect(toast()).toBeNull();
  // Every 7 s it starts again.
  act(() => jest.advanceTimersByTime(2_000 + 1_000));
  expect(toast()).toHaveClass('ck-toast--shown');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The visitor's own plan options, as the plan service answers them. */
const option = (n: number) => ({
  option: n, floors: 1, bedrooms: 2, toilets: 1, builtUpSqft: 520, vastuScore: 0.7, compliant: true,
  previewUrl: `/api/plans/r1/options/${n}/preview.svg`, drawingUrl: `/api/plans/r1/options/${n}/plan.svg`, elevationUrl: `/api/plans/r1/options/${n}/elevation.svg`,
});
const plans = (optionsAlike: boolean) => ({
  status: 'ready', paid: false, unlocked: { options: 0, elevation: false },
  request: { plotWidthFt: 18, plotDepthFt: 40, facing: 'E', floors: 1, bedrooms: 2 }, options: [option(1), option(2)], optionsAlike,
});
/** The plan service answers with `answer`; everything else as before. */
function servePlans(answer: () => Promise<Response>) {
  const fetchMock = globalThis.fetch as jest.Mock;
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => (String(input) === '/api/plans/r1' ? answer() : base(input, init)));
}

describe("the popovers of the two-option packages, by the visitor's own plan options", () => {
  /** Expands the cards and opens a package's info popover. */
  function popover(name: string): string | null {
    if (screen.queryByRole('button', { name: '+3 more plans' })) fireEvent.click(screen.getByRole('button', { name: '+3 more plans' }));
    const info = screen.getByRole('button', { name: `What is included in ${name}` });
    fireEvent.click(info);
    return document.getElementById(info.getAttribute('aria-controls')!)?.textContent ?? null;
  }
  const preview = () => screen.findByRole('img', { name: /Preview of your floor plan/ });

  it('say that option 2 is option 1 mirrored or slightly varied where the options are one design', async () => {
    servePlans(async () => json(plans(true)));
    renderAt();
    await preview();
    expect(popover('Two design options')).toBe(
      'You receive two floor plan options. On your plot one layout fits best, so option 2 is option 1 mirrored or slightly varied, not an entirely different plan.',
    );
    expect(popover('Two 2D Designs + 3D Elevations')).toBe(
      'You receive two 2D floor plans, each with a 3D elevation. On your plot option 2 is option 1 mirrored or slightly varied.',
    );
    expect(screen.queryByText(/entirely different two/)).not.toBeInTheDocument();
    // The one-option packages promise nothing about option 2.
    expect(popover('One design option')).toBe('You receive one floor plan option.');
  });

  it("keep the spec's promise of two different plans where the options differ", async () => {
    servePlans(async () => json(plans(false)));
    renderAt();
    await preview();
    expect(popover('Two design options')).toBe('You receive entirely different two floor plan options.');
    expect(popover('Two 2D Designs + 3D Elevations')).toBe('You receive two different 2D floor plans, each with a 3D elevation.');
  });

  it('are not offered where the engine drew one option, and a two-option package chosen earlier falls back to one', async () => {
    flxStore.setState({ selectedPlan: 'two' });
    servePlans(async () => json({ ...plans(false), options: [option(1)] }));
    renderAt();
    await preview();
    expect(screen.queryByRole('button', { name: '+3 more plans' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['one', 'three']);
    expect(screen.getByRole('radio', { name: /One design option/ })).toBeChecked();
    expect(screen.getByText('Only one floor plan design fits your plot, so the packages with two design options are not offered.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ⁦₹999⁩ To Unlock Now' })).toBeInTheDocument();

    const handoffs: string[] = [];
    const stop = on('checkout/pay-requested', ({ url }) => handoffs.push(url));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(handoffs).toHaveLength(1));
    stop();
    expect(new URL(handoffs[0]!, 'http://x').searchParams.get('offertype')).toBe('Option1');
  });

  it("keep the spec's texts while the options load and when there are none", async () => {
    servePlans(() => new Promise<Response>(() => undefined));
    renderAt();
    await screen.findByRole('radiogroup');
    expect(screen.getByText('Drawing your floor plan…')).toBeInTheDocument();
    expect(popover('Two design options')).toBe('You receive entirely different two floor plan options.');
    cleanup();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePlans(async () => json({ message: 'no' }, 404));
    renderAt();
    await screen.findByRole('radiogroup');
    await waitFor(() => expect(screen.queryByText('Drawing your floor plan…')).not.toBeInTheDocument());
    expect(popover('Two design options')).toBe('You receive entirely different two floor plan options.');
    jest.restoreAllMocks();
  });
});

it("asks for the visitor's plans and starts the first banner while the prices still load", async () => {
  let releasePrices: () => void = () => undefined;
  const asked: string[] = [];
  const withBanners = { ...country, countryDetails: { ...country.countryDetails, banners: [{ fullPath: '/banners/first.svg' }, { fullPath: '/banners/second.svg' }] } };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.includes('country-details')) return json(withBanners);
    if (url.includes('checkout-details')) return new Promise<Response>((resolve) => (releasePrices = () => resolve(json(wirePrices))));
    return json({}, 404);
  }) as typeof fetch;
  renderAt();
  await waitFor(() => expect(asked.some((url) => url.includes('checkout-details'))).toBe(true));
  // The prices are still on their way: the page shows its loading line, yet the plans and the banner are asked for.
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(asked).toContain('/api/plans/r1');
  const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));
  expect(preloads).toEqual(['/banners/first.svg']);
  await act(async () => releasePrices());
  expect(await screen.findByRole('heading', { name: 'Your 2D Floor Plan is ready!' })).toBeInTheDocument();
  expect(asked.filter((url) => url === '/api/plans/r1')).toHaveLength(1);
});

describe('the pooja niche offer', () => {
  const withOffer = { ...plans(false), nicheOffer: { changes: [{ field: 'pooja', to: false }], options: [2] } };

  it('comes below the packages, so the plans arriving move none of them', async () => {
    servePlans(async () => json(withOffer));
    renderAt();
    const take = await screen.findByRole('button', { name: 'See plans with a pooja niche' });
    expect(take).toHaveAccessibleDescription(/^In option 2, a toilet shares a wall with the pooja room/);
    const packages = screen.getByRole('radiogroup');
    expect(packages.compareDocumentPosition(take) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown without a session on this browser, nor without an offer', async () => {
    localStorage.removeItem('authToken');
    servePlans(async () => json(withOffer));
    renderAt();
    await screen.findByRole('img', { name: /Preview of your floor plan/ });
    expect(screen.queryByText(/a toilet shares a wall/)).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem('authToken', 'tok_9');
    servePlans(async () => json(plans(false)));
    renderAt();
    await screen.findByRole('img', { name: /Preview of your floor plan/ });
    expect(screen.queryByText(/a toilet shares a wall/)).not.toBeInTheDocument();
  });
});
