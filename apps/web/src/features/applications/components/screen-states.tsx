// What an application screen shows while loading, or when what it asks for cannot be read.
import { ScreenLoading, ScreenUnavailable, type UnavailableProps } from '@/components/ui/screen-states';

export const Loading = ({ label = 'Chargement de la candidature' }: { label?: string }) => (
  <ScreenLoading label={label} />
);

export const Unavailable = (props: UnavailableProps) => <ScreenUnavailable title="Page indisponible" {...props} />;
