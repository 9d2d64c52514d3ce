export { sandboxRoutes } from './sandbox.routes.ts';
