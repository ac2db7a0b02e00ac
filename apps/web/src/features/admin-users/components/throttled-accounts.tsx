// A small panel under the user list: the accounts whose sign-ins are slowed after repeated failures (never locked;
// the right password still opens them). Shown only when there are some.
import { Paper, Table, Text, Title } from '@mantine/core';
import { dayjs } from '@/lib/dayjs';
import { formatCount } from '@/lib/format-count';
import { useThrottledAccounts } from '../api/get-throttled';

export function ThrottledAccounts() {
  const throttled = useThrottledAccounts();
  if (!throttled.data?.length) return null;
  return (
    <Paper withBorder radius="lg" p="md" mt="xl" component="section" aria-labelledby="connexions-ralenties">
      <Title order={2} size="h4" id="connexions-ralenties">
        Connexions ralenties
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Après des échecs répétés, chaque tentative sur ces comptes attend un peu plus ; le bon mot de passe les ouvre
        toujours.
      </Text>
      <Table aria-label="Comptes aux connexions ralenties">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Échecs</Table.Th>
            <Table.Th>Dernier échec</Table.Th>
            <Table.Th>Attente</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {throttled.data.map((account) => (
            <Table.Tr key={account.email}>
              <Table.Td>{account.email}</Table.Td>
              <Table.Td>{account.echecs}</Table.Td>
              <Table.Td>
                <time dateTime={account.dernierEchec}>{dayjs(account.dernierEchec).format('D MMM YYYY à HH:mm')}</time>
              </Table.Td>
              <Table.Td>{formatCount(account.attenteSecondes)} s</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
