import { vastuVerdict } from './vastu-verdict';

it('calls a room in the zone Vastu wants ideal, an accepted alternative accepted, and any other zone not ideal', () => {
  expect(vastuVerdict({ placement: 'kitchen', score: 1 })).toBe('ideal');
  // A kitchen in the north-west, a stair in the south-east: the alternatives Vastu accepts.
  expect(vastuVerdict({ placement: 'kitchen', score: 0.7 })).toBe('accepted');
  expect(vastuVerdict({ placement: 'stair', score: 0.5 })).toBe('accepted');
  expect(vastuVerdict({ placement: 'master', score: 0 })).toBe('avoid');
});

it('judges the main door by how far it stands from the ideal bearing', () => {
  // The score falls by 1 per 180 degrees: 18 degrees off is ideal, 72 accepted, 135 not.
  expect(vastuVerdict({ placement: 'entrance', score: 0.9 })).toBe('ideal');
  expect(vastuVerdict({ placement: 'entrance', score: 0.6 })).toBe('accepted');
  expect(vastuVerdict({ placement: 'entrance', score: 0.25 })).toBe('avoid');
});

it('finds fault with the toilets when any one stands in the north-east, south-west or centre', () => {
  expect(vastuVerdict({ placement: 'toilets', score: 1 })).toBe('ideal');
  expect(vastuVerdict({ placement: 'toilets', score: 2 / 3 })).toBe('avoid');
});
