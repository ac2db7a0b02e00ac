// A list's search box: the magnifier, and typing starts again from the first page when the list is paged.
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> {
  value: string;
  onSearch: (value: string) => void;
  /** The list's page setter: a new search shows page 1. */
  onPage?: (page: number) => void;
}

export function SearchInput({ value, onSearch, onPage, ...props }: SearchInputProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(event) => {
        onSearch(event.currentTarget.value);
        onPage?.(1);
      }}
      {...props}
    />
  );
}
