import { render, screen, within } from '@testing-library/react';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { TrustFooter } from './TrustFooter';

beforeAll(initTestI18n);

type Links = Array<{ name: string; url: string }>;
const globals = globalThis as unknown as { FLX_SOCIAL_LINKS: Links; FLX_PRESS_MENTIONS: Links };

afterEach(() => {
  globals.FLX_SOCIAL_LINKS = [];
  globals.FLX_PRESS_MENTIONS = [];
});

it('names no press and no social profiles when the business has configured none', () => {
  render(<TrustFooter />);
  expect(screen.queryByRole('heading', { name: 'In the press' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
});

it("links the business's configured press mentions and social profiles", () => {
  globals.FLX_PRESS_MENTIONS = [{ name: 'City Times', url: 'https://citytimes.example/floor-planner' }];
  globals.FLX_SOCIAL_LINKS = [
    { name: 'Instagram', url: 'https://instagram.com/floorplanner.example' },
    { name: 'YouTube', url: 'https://youtube.com/@floorplanner.example' },
  ];
  render(<TrustFooter />);
  expect(screen.getByRole('heading', { name: 'In the press' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'City Times' })).toHaveAttribute('href', 'https://citytimes.example/floor-planner');
  const social = screen.getByRole('navigation', { name: 'Follow us' });
  expect(within(social).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    'https://instagram.com/floorplanner.example',
    'https://youtube.com/@floorplanner.example',
  ]);
});
