/**
 * The support page's forms, derived from the contract's request bodies: a resolution reply
 * (ResolveSupportRequestInput, required) and the banner message (BannerInput, 1–500 characters).
 */
import { z } from 'zod';
import { FORM_MESSAGES } from '~/components/form/messages';
import { schemas } from '../../../contracts';

const notBlank = (text: string) => text.trim() !== '';

export const resolveForm = z.object({
  intent: z.literal('resolve'),
  supportRequestId: z.string().min(1).max(100),
  resolution: schemas.zResolveSupportRequestInput.shape.resolution.refine(notBlank, FORM_MESSAGES.required),
});
export const RESOLUTION_MAX_LENGTH =
  schemas.zResolveSupportRequestInput.shape.resolution.maxLength ?? undefined;

export const bannerForm = z.object({
  intent: z.literal('set-banner'),
  message: schemas.zBannerInput.shape.message.refine(notBlank, FORM_MESSAGES.required),
});
export const BANNER_MAX_LENGTH = schemas.zBannerInput.shape.message.maxLength ?? undefined;
