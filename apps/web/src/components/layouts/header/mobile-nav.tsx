// The mobile menu (SPEC §2.11): a drawer that mirrors the header, opened by the burger.
import { Button, CloseButton, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { logout } from '@/lib/auth';
import classes from './header.module.css';
import type { Navigation } from './navigation';
import { UnreadBadge } from './unread-badge';

interface MobileNavProps {
  nav: Navigation;
  opened: boolean;
  onClose: () => void;
  id: string;
}

export function MobileNav({ nav, opened, onClose, id }: MobileNavProps) {
  return (
    // Mantine's drawer header is a <header>, which would read as a second banner: title and close button sit in a
    // plain row instead (Drawer.Title still names the dialog).
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="80%" id={id}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Body pt="md">
          <Group justify="space-between" mb="sm">
            <Drawer.Title fw={700} fz="lg">
              Menu
            </Drawer.Title>
            <CloseButton onClick={onClose} aria-label="Fermer le menu" size="lg" />
          </Group>
          <nav aria-label="Navigation mobile" id={`${id}-nav`}>
            <Stack gap={4}>
              {nav.links.map((link) => (
                <NavLink key={link.key} to={link.to} className={classes.mobileLink} onClick={onClose}>
                  <span>{link.label}</span>
                  {link.key === 'inbox' ? <UnreadBadge count={nav.unread} /> : null}
                </NavLink>
              ))}
              {nav.menus.map((menu) => (
                <section key={menu.key} aria-labelledby={`${id}-${menu.key}`}>
                  <Divider my="xs" />
                  <Text id={`${id}-${menu.key}`} size="xs" fw={700} c="dimmed" px={8} py={4}>
                    {menu.label}
                  </Text>
                  {menu.items.map((item) => (
                    <NavLink key={item.to} to={item.to} className={classes.mobileLink} onClick={onClose} end>
                      {item.label}
                    </NavLink>
                  ))}
                </section>
              ))}
              {nav.signedIn ? (
                <>
                  <Divider my="xs" />
                  <Button
                    variant="light"
                    leftSection={<IconLogout size={16} aria-hidden="true" />}
                    onClick={() => {
                      onClose();
                      logout();
                    }}
                  >
                    Déconnexion
                  </Button>
                </>
              ) : null}
            </Stack>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
