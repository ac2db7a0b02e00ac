// Page buttons of a list (pages from 1), named in French by the theme; hidden when one page is enough.
import { Group, Pagination } from '@mantine/core';

interface PagerProps {
  total: number;
  size: number;
  page: number;
  onChange: (page: number) => void;
  mt?: string;
}

export function Pager({ total, size, page, onChange, mt }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages < 2) return null;
  return (
    <Group justify="center" mt={mt}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => {
          onChange(next);
          window.scrollTo?.({ top: 0 });
        }}
      />
    </Group>
  );
}
