export { createImageRoutes, imageRoutes, type ImageRoutesOptions } from './images.routes.ts';
export { IMAGE_WIDTHS, IMAGE_HOSTS, imageSource, isPrivateAddress, formatFor } from './images.policy.ts';
