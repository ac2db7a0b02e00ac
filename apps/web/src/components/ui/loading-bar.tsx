// Thin bar at the top of the window while the global loading flag is up (SPEC §4).
import { useLoadingStore } from '@/lib/loading-store';

export function LoadingBar() {
  const loading = useLoadingStore((s) => s.loading);
  if (!loading) return null;
  return <div className="top-progress" role="progressbar" aria-label="Chargement en cours" />;
}
