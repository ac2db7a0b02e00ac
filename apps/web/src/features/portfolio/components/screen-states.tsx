// What a portfolio screen shows while loading, when its project cannot be read, or when an address is wrong.
import { ScreenLoading, ScreenUnavailable, type UnavailableProps } from '@/components/ui/screen-states';

export const Loading = ({ label = 'Chargement du projet' }: { label?: string }) => <ScreenLoading label={label} />;

export const Unavailable = (props: UnavailableProps) => (
  <ScreenUnavailable title="Projet indisponible" asHeading {...props} />
);
