import { fetchCountryDetails, toCheckoutPrices, toCountryDetails } from './api-client';
import type { WireCheckoutDetails } from './wire';

const wire: WireCheckoutDetails = {
  currency: 'INR', symbol: '₹',
  firstProductId: 'p1', secondProductId: 'p2', thiredProductId: 'p3', fourthProductId: 'p4', secondOfferProductId: 'p5',
  after_offer_amount: 999, original_amount: 1999, discount: 50,
  second_after_offer_amount: null, second_original_amount: null, second_discount: null,
  ele_after_offer_amount: 1499, ele_original_amount: 2999, ele_discount: 50,
  second_ele_after_offer_amount: 2499, second_ele_original_amount: 4999, second_ele_discount: 50,
  offer_prize: 1199, offer_discount: 20,
};

describe('typed client mapping of the wire spellings', () => {
  it('maps thiredProductId and the ele_ family to plan three, and drops plans without a price', () => {
    const prices = toCheckoutPrices(wire);
    expect(prices.plans.three).toEqual({ productId: 'p3', amount: 1499, originalAmount: 2999, discountPercent: 50 });
    expect(prices.plans.two).toBeUndefined();
    expect(prices.offer).toEqual({ productId: 'p5', amount: 1199, discountPercent: 20 });
  });

  it('maps fullPath and the currency of country details', () => {
    const details = toCountryDetails({
      countryDetails: {
        isdCode: '+880', entity: 'bd', notificationNames: ['Rahim'],
        banners: [{ fullPath: '/b.svg' }], testimonials: [{ fullPath: '/t.jpg', video: '/t.mp4' }],
        testimonialContents: [{ fullPath: '/p.jpg', name: 'A', rating: '/5.svg', content: 'Good' }],
      },
      currencyInfo: { currency: 'BDT' },
    });
    expect(details.currency).toBe('BDT');
    expect(details.banners).toEqual([{ imageUrl: '/b.svg' }]);
    expect(details.testimonials[0]).toEqual({ imageUrl: '/p.jpg', name: 'A', ratingImageUrl: '/5.svg', content: 'Good' });
  });
});

describe('country details', () => {
  const wireDetails = {
    countryDetails: { isdCode: '+94', entity: 'sl', notificationNames: [], banners: [], testimonials: [], testimonialContents: [] },
    currencyInfo: { currency: 'LKR' },
  };

  it('sends one request for callers that ask while it is out, and a new one once it has settled', async () => {
    const answers: Array<(r: Response) => void> = [];
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const shell = fetchCountryDetails('sl');
    const screen = fetchCountryDetails('sl');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answers[0]!(new Response(JSON.stringify(wireDetails), { status: 200 }));
    expect((await shell).currency).toBe('LKR');
    expect(await screen).toBe(await shell);
    const later = fetchCountryDetails('sl');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answers[1]!(new Response(JSON.stringify(wireDetails), { status: 200 }));
    await later;
  });

  it('lets a retry ask again after a failure', async () => {
    const fetchMock = jest.fn(async () => new Response('{}', { status: 500 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchCountryDetails('bd')).rejects.toThrow();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(wireDetails), { status: 200 }));
    expect((await fetchCountryDetails('bd')).entity).toBe('sl');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
