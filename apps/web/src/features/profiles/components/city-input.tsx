// The city field of a form: free text with suggestions of French communes (GET constants/getVilles) as one types.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFieldControl } from '@/components/form/fields';
import { useCities } from '../api/get-cities';

export function CityInput({
  name,
  ...props
}: Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & { name: string }) {
  const { value, ...bound } = useFieldControl<string | null | undefined>(name);
  const [debounced] = useDebouncedValue(value ?? '', 200);
  const cities = useCities(debounced);
  return <Autocomplete {...props} {...bound} value={value ?? ''} data={cities.data ?? []} limit={10} />;
}
