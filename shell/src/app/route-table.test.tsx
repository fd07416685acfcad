import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { routeTable, screenAt } from './route-table';

// The real RemoteScreen loads over the network; here it only says what it was asked to show.
jest.mock('../remotes/RemoteScreen', () => ({
  RemoteScreen: (props: { id: string; params: Record<string, string>; query: Record<string, string>; prefix: string }) => (
    <div data-testid="remote" data-id={props.id} data-prefix={props.prefix} data-slug={props.params.slug ?? ''} data-query={JSON.stringify(props.query)} />
  ),
}));

beforeAll(initTestI18n);

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routeTable, { initialEntries: [path] })} />);
}

describe('route table (spec section 2)', () => {
  it.each([
    ['/', 'survey/SurveyScreen', ''],
    ['/survey-form', 'survey/SurveyScreen', ''],
    ['/us', 'survey/SurveyScreen', '/us'],
    ['/uk', 'survey/SurveyScreen', '/uk'],
    ['/thank-you', 'checkout/ThankYouScreen', ''],
    ['/us/thank-you', 'checkout/ThankYouScreen', '/us'],
    ['/uk/thank-you', 'checkout/ThankYouScreen', '/uk'],
    ['/payment-failure', 'checkout/PaymentFailedScreen', ''],
    ['/response/h1', 'lead/LeadScreen', ''],
    ['/us/response/h1', 'lead/LeadScreen', '/us'],
    ['/uk/response/h1', 'lead/LeadScreen', '/uk'],
    ['/response/checkout/h1', 'checkout/CheckoutScreen', ''],
    ['/us/response/checkout/h1', 'checkout/CheckoutScreen', '/us'],
    ['/uk/response/checkout/h1', 'checkout/CheckoutScreen', '/uk'],
    // A slug that happens to read "us" is not a country prefix.
    ['/response/us', 'lead/LeadScreen', ''],
  ])('%s renders %s with prefix "%s"', async (path, id, prefix) => {
    // The screen the shell starts loading before it renders is the one the route shows.
    expect(screenAt(path)?.id).toBe(id);
    renderAt(path);
    const remote = await screen.findByTestId('remote');
    expect(remote).toHaveAttribute('data-id', id);
    expect(remote).toHaveAttribute('data-prefix', prefix);
    expect(screen.getByText('In Association with a private limited company')).toBeInTheDocument();
  });

  it('asks for the country details early only for the screens that start from them', () => {
    const early = (path: string) => screenAt(path)?.needsCountryDetails;
    for (const path of ['/response/h1', '/us/response/h1', '/response/checkout/h1', '/uk/response/checkout/h1']) expect(early(path)).toBe(true);
    for (const path of ['/', '/us', '/thank-you', '/payment-failure']) expect(early(path)).toBe(false);
  });

  it('starts loading no remote for the pages the shell draws itself', () => {
    expect(screenAt('/privacy_policy')).toBeNull();
    expect(screenAt('/no/such/page')).toBeNull();
  });

  it('passes the slug and the query to the screen', async () => {
    renderAt('/response/abc123?Fx=f1&Rx=r9&lan=hn');
    const remote = await screen.findByTestId('remote');
    expect(remote).toHaveAttribute('data-slug', 'abc123');
    expect(JSON.parse(remote.getAttribute('data-query') ?? '{}')).toEqual({ Fx: 'f1', Rx: 'r9', lan: 'hn' });
  });

  it('shows the generic error heading and the footer on an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('In Association with a private limited company')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows the privacy policy with its ten sections', async () => {
    renderAt('/privacy_policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(10);
    expect(sections[9]).toHaveTextContent('10. Changes to this policy');
    expect(screen.getByText(/not meant for children under 13/)).toBeInTheDocument();
  });
});
