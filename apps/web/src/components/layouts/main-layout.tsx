// The frame of every page: skip link, loading bar, header, main content, footer.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingBar } from '@/components/ui/loading-bar';
import { PageLoader } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Header } from './header/header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrollRestoration } from './use-scroll-restoration';

export function MainLayout() {
  useFocusOnNavigation(MAIN_CONTENT_ID);
  useScrollRestoration();
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives late (its code, its
          data) pushes nothing the visitor sees (no layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
