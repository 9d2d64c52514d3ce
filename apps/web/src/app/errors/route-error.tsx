import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { CrashPage } from './crash-page';

/** errorElement of the routes: a 404 answer renders the Vietnamese 404, anything else the crash page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <CrashPage />;
}
