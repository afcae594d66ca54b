import type { components } from '../../../contracts';

export type ProviderProfile = components['schemas']['ProviderProfile'];
