// A header drop-down: opens on hover or click, and from the keyboard (Enter, Space, arrows, Escape).
import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './header.module.css';
import type { NavMenu } from './navigation';

export function HeaderMenu({ menu }: { menu: NavMenu }) {
  return (
    // In the page (no portal) so the drop-down stays inside the navigation landmark; no focus placeholder, so the
    // menu holds menu items only and the keyboard lands on the first one.
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={180}
      position="bottom-end"
      shadow="md"
      width={260}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <button type="button" className={classes.link} data-testid={`menu-${menu.key}`}>
          {menu.label}
          <IconChevronDown size={16} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
