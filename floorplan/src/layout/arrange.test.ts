// Where a band's spare room goes when a pooja room and a toilet would share a wall along the band.
import type { StripSpec } from '../program/programme';
import { shrineBuffer } from './arrange';

const strip = (type: 'pooja' | 'toilet' | 'bedroom' | 'kitchen', key: string = type): StripSpec => ({ role: 'suite', cells: [{ key, type, name: key }] });

describe('shrineBuffer', () => {
  it('puts the spare room right after the pooja room when a toilet follows it', () => {
    expect(shrineBuffer([strip('kitchen'), strip('pooja'), strip('toilet'), strip('bedroom')])).toBe(2);
  });

  it('puts it right before the pooja room when the toilet comes first', () => {
    expect(shrineBuffer([strip('bedroom'), strip('toilet'), strip('pooja')])).toBe(2);
  });

  it('leaves the spare at the band end when no toilet meets the pooja room, or there is no pooja room', () => {
    expect(shrineBuffer([strip('pooja'), strip('bedroom'), strip('toilet')])).toBeUndefined();
    expect(shrineBuffer([strip('bedroom'), strip('toilet')])).toBeUndefined();
  });
});
