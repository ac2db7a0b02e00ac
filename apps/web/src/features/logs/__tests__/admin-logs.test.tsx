// The log console fed by a socket the test plays the server of.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogLine } from '@tremplin/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type SocketLike, startRealtime } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session-store';
import { setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

setupFakeApi();
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function fakeSocket() {
  const sent: unknown[] = [];
  const socket = {
    readyState: 1,
    send(data: string) {
      sent.push(JSON.parse(data));
    },
    close() {},
    onopen: null,
    onmessage: null,
    onclose: null,
    push(data: unknown) {
      act(() => socket.onmessage?.({ data: JSON.stringify(data) }));
    },
  } as SocketLike & { push(data: unknown): void };
  return { socket, sent };
}

const line = (msg: string, level: LogLine['level'] = 'info', time = Date.parse('2026-11-24T10:00:00Z')): LogLine => ({
  time,
  level,
  process: 'processus 4821 sur web-1',
  reqId: 'req-7',
  msg,
  text: '{"req":{"method":"POST","url":"/auth/connexion"}}',
});

describe('the log console', () => {
  it('shows the history then live lines, filters by level and text, pauses and counts ignored lines', async () => {
    signInAs('ADMIN', 1);
    const { socket, sent } = fakeSocket();
    stops.push(startRealtime(useSessionStore, () => socket));
    socket.push({ type: 'ready', connectionId: 'c-1' });
    const user = userEvent.setup();
    renderApp('/admin/console-log');
    await screen.findByRole('heading', { name: 'Console des journaux' }, { timeout: 20_000 });
    await waitFor(() => expect(sent).toContainEqual({ type: 'logs.subscribe' }));

    socket.push({ type: 'logs.history', lines: [line('serveur prêt'), line('détail', 'debug')], dropped: 0 });
    socket.push({ type: 'logs.lines', lines: [line('requête reçue')], dropped: 0 });
    const table = screen.getByRole('table', { name: 'Lignes du journal' });
    expect(within(table).getByText('serveur prêt')).toBeInTheDocument();
    expect(within(table).getByText('requête reçue')).toBeInTheDocument();
    expect(within(table).queryByText('détail')).toBeNull();
    expect(within(table).getAllByText('processus 4821 sur web-1')).toHaveLength(2);
    expect(within(table).getAllByText('req-7')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Texte' }), 'prêt');
    await waitFor(() => expect(within(table).queryByText('requête reçue')).toBeNull());
    await user.clear(screen.getByRole('textbox', { name: 'Texte' }));

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    socket.push({ type: 'logs.lines', lines: [line('pendant la pause', 'warn')], dropped: 12 });
    expect(screen.queryByText('pendant la pause')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('12 lignes ignorées');
    await user.click(screen.getByRole('button', { name: 'Reprendre' }));
    expect(await screen.findByText('pendant la pause')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    signInAs('ADMIN', 1);
    const { socket } = fakeSocket();
    stops.push(startRealtime(useSessionStore, () => socket));
    socket.push({ type: 'ready', connectionId: 'c-2' });
    renderApp('/admin/console-log');
    await screen.findByRole('heading', { name: 'Console des journaux' }, { timeout: 20_000 });
    socket.push({
      type: 'error',
      for: 'logs.subscribe',
      message: 'Seuls les administrateurs peuvent lire la console des journaux.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Seuls les administrateurs');
  });
});
