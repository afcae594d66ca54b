/**
 * Whether a case may be sent out for its slides (decision 170). A case whose slides come as images ("Upload the
 * Slide Images") is created before its images exist: they are uploaded, or attached from the facility's image
 * archive, once the case has its blocks. So the rule cannot be the create form's; it is the send-out's, where the
 * API refuses what the review page refuses, in the same sentence. A case whose slides are mailed needs none.
 */
export interface CaseSlidesShape {
  caseRecordId: string;
  slideDelivery: string;
  slides: ReadonlyArray<{ subsections: ReadonlyArray<{ images: ReadonlyArray<unknown> }> }>;
}

export const noSlideToSend = (caseRecordId: string) =>
  `Case ${caseRecordId} has no slide image yet. Upload its slide images or attach them from the image archive, or choose to mail the slides, before sending it out.`;

/**
 * The refusal's sentence, or null when the case may go out as far as its slides are concerned: refused when its
 * slides come as images, it has blocks, and none of them holds one. A case without blocks (an order whose blocks
 * the clerk has not added) is left to its other rules, as before.
 */
export function slidesToSendRefusal(item: CaseSlidesShape): string | null {
  if (item.slideDelivery !== 'Upload_the_Slide_Images') return null;
  const blocks = item.slides.flatMap((specimen) => specimen.subsections);
  if (blocks.length === 0 || blocks.some((block) => block.images.length > 0)) return null;
  return noSlideToSend(item.caseRecordId);
}
