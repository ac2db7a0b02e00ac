// Mounts the toast container once a first toast is asked for (lib/notifications.ts).
import { lazy, Suspense } from 'react';
import { useToastsWanted } from '@/lib/notifications';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

export function Toaster() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
