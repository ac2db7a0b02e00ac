// The filters that pick from a list: Mantine's comboboxes and the floating layer their lists open in, about 38 KB
// that picker-stand-in.tsx fetches once the search form shows rather than in the page's first load.
export { Autocomplete, Select, TagsInput } from '@mantine/core';
