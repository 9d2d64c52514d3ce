import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { commonText } from '@kaimono/i18n';
import { chromelessPaths, footerlessPaths } from '@/shared/config/paths';
import { UtmTracker } from '@/features/auth';
import { Spinner } from '@/shared/ui/spinner';
import { FloatingWidget } from './floating-widget';
import { Footer } from './footer';
import { Header } from './header';

/** "/trans/" and "/trans" are the same page for the layout rules. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Which parts of the frame a page shows (spec §2 layout rules). */
export function layoutFor(pathname: string) {
  const path = normalizePathname(pathname);
  const chromeless = chromelessPaths.includes(path);
  return {
    header: !chromeless,
    footer: !chromeless && !footerlessPaths.includes(path),
    widget: !chromeless,
  };
}

export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner size={32} />
    </div>
  );
}

/** The frame of every page: header, main content, footer and floating widget. */
export function RootLayout({ scrollRestoration = true }: { scrollRestoration?: boolean }) {
  const { pathname } = useLocation();
  const show = layoutFor(pathname);
  return (
    <>
      {show.header && (
        <a className="skip-link" href="#main">
          {commonText.skipToContent}
        </a>
      )}
      {show.header && <Header />}
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {show.footer && <Footer />}
      {show.widget && <FloatingWidget />}
      {scrollRestoration && <ScrollRestoration />}
      <UtmTracker />
    </>
  );
}
