import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { routeTable } from './route-table';

// The layout itself fails (here: its language wiring), so the router draws its error element.
jest.mock('../language/useLanguageSync', () => ({
  useLanguageSync: () => {
    throw new Error('layout failed');
  },
}));

beforeAll(initTestI18n);

it('shows the generic error heading, one main landmark and the footer when the layout fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<RouterProvider router={createMemoryRouter(routeTable, { initialEntries: ['/'] })} />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getByText('In Association with a private limited company')).toBeInTheDocument();
});
