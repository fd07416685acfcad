import { captionFor } from './rules';

describe('captionFor', () => {
  it.each([
    [0, 'processing'], [15, 'processing'], [16, 'analysingPlot'], [25, 'analysingPlot'], [26, 'futureNeeds'],
    [45, 'structure'], [55, 'facade'], [56, 'photorealistic'], [70, 'photorealistic'], [80, 'options'],
    [95, 'finalDesigns'], [96, 'ready'], [100, 'ready'],
  ])('at %i%% shows %s', (percent, caption) => {
    expect(captionFor(percent)).toBe(caption);
  });
});
