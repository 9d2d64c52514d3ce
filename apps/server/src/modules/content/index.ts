export { contentRoutes } from './content.routes.ts';
export { getStoreInfo, seedContent } from './content.service.ts';
export { coverSlugs, coverSvg } from './content.covers.ts';
