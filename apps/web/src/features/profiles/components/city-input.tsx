// The city field: free text with suggestions of French communes (GET constants/getVilles) as one types.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCities } from '../api/get-cities';

type CityInputProps = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

export function CityInput({ value, onChange, ...props }: CityInputProps) {
  const [debounced] = useDebouncedValue(value, 200);
  const cities = useCities(debounced);
  return <Autocomplete {...props} value={value} onChange={onChange} data={cities.data ?? []} limit={10} />;
}
