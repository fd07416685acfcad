import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { ClientReviews } from './ClientReviews';

beforeAll(initTestI18n);

it('pauses every other review video when one starts playing', () => {
  const paused: HTMLMediaElement[] = [];
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this);
  });
  const videos = [1, 2, 3].map((n) => ({ imageUrl: `/poster${n}.jpg`, videoUrl: `/review${n}.mp4` }));
  render(<ClientReviews videos={videos} />);
  const [first, second, third] = [1, 2, 3].map((n) => screen.getByLabelText(`Client review video ${n}`));
  fireEvent.play(second!);
  expect(paused).toEqual([first, third]);
});

it('is left out when the country has no review videos', () => {
  const { container } = render(<ClientReviews videos={[]} />);
  expect(container).toBeEmptyDOMElement();
});
