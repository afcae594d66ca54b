import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noSlideToSend, slidesToSendRefusal } from './slides-to-send';

const block = (images: number) => ({ images: Array.from({ length: images }, () => ({})) });
const caseOf = (slideDelivery: string, blocks: number[][]) => ({
  caseRecordId: 'RCH-2026-0042',
  slideDelivery,
  slides: blocks.map((counts) => ({ subsections: counts.map(block) })),
});

describe('a case sent out for its slides', () => {
  it('refuses uploaded slides whose blocks hold no image, in the sentence the review page shows', () => {
    expect(slidesToSendRefusal(caseOf('Upload_the_Slide_Images', [[0], [0, 0]]))).toBe(
      'Case RCH-2026-0042 has no slide image yet. Upload its slide images or attach them from the image archive, or choose to mail the slides, before sending it out.',
    );
    expect(noSlideToSend('X')).toMatch(/^Case X has no slide image yet\./);
  });

  it('lets a case go once any block holds an image, its slides are mailed, or it has no block', () => {
    const blocks = fc.array(fc.array(fc.nat({ max: 3 }), { maxLength: 4 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        fc.constantFrom('Upload_the_Slide_Images', 'Mail_the_Slides'),
        blocks,
        (delivery, counts) => {
          const refused = slidesToSendRefusal(caseOf(delivery, counts)) !== null;
          const flat = counts.flat();
          expect(refused).toBe(
            delivery === 'Upload_the_Slide_Images' && flat.length > 0 && flat.every((n) => n === 0),
          );
        },
      ),
    );
  });
});
